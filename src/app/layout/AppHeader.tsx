import { ActionIcon, Burger, Group, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { SyncIndicator } from '../sync/SyncStatus';
import { useFitsWhole } from './useFitsWhole';

/** The mobile header's fixed height; the title's two lines at line height 1.2 fit in it. */
export const HEADER_HEIGHT_PX = 56;

type Props = {
  title: string;
  /** Told whether the title fits whole or is cut with an ellipsis, whenever that changes. */
  onTitleWhole: (whole: boolean) => void;
  showBack: boolean;
  menuOpened: boolean;
  onMenu: () => void;
  /** The menu is about to be opened (the burger pressed or focused): its code may load. */
  onMenuIntent?: () => void;
};

export function AppHeader({
  title,
  onTitleWhole,
  showBack,
  menuOpened,
  onMenu,
  onMenuIntent,
}: Props) {
  const titleRef = useFitsWhole<HTMLHeadingElement>(title, onTitleWhole);
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {showBack && (
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t`Back`}
            onClick={() => router.history.back()}
          >
            <IconArrowLeft />
          </ActionIcon>
        )}
        {/* A long title ("Settings: Plus crew North", "Persönlicher Kalender") takes a second
            line rather than an ellipsis at 390 px: two lines at this line height fit in
            HEADER_HEIGHT_PX, so nothing below moves. Longer still is cut, and
            useFitsWhole lets the page show the entity name whole. */}
        <Title ref={titleRef} order={1} size="h4" lh={1.2} textWrap="balance" lineClamp={2}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SyncIndicator />
        <Burger
          opened={menuOpened}
          onClick={onMenu}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          aria-label={t`Open menu`}
          aria-expanded={menuOpened}
        />
      </Group>
    </Group>
  );
}
