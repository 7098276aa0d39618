import { ActionIcon, Burger, Group, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { SyncIndicator } from '../sync/SyncStatus';
import { useFitsWhole } from './useFitsWhole';

type Props = {
  title: string;
  /** Told whether the title fits whole or is cut with an ellipsis, whenever that changes. */
  onTitleWhole: (whole: boolean) => void;
  showBack: boolean;
  menuOpened: boolean;
  onMenu: () => void;
};

export function AppHeader({ title, onTitleWhole, showBack, menuOpened, onMenu }: Props) {
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
        <Title ref={titleRef} order={1} size="h4" lineClamp={1}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SyncIndicator />
        <Burger
          opened={menuOpened}
          onClick={onMenu}
          aria-label={t`Open menu`}
          aria-expanded={menuOpened}
        />
      </Group>
    </Group>
  );
}
