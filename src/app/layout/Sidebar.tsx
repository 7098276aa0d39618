import { Alert, Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconLogout, IconUserPlus } from '@tabler/icons-react';
import { useSwipeable } from 'react-swipeable';
import { useEffect, useState } from 'react';
import { withSearch, type MenuEntry } from '../../session/menu';
import { MENU_ITEMS } from '../menu/menuItems';
import { GuestNoteText } from './GuestNote';
import { isActive } from './layoutRules';

type Props = {
  opened: boolean;
  onClose: () => void;
  entries: MenuEntry[];
  pathname: string;
  searchStr: string;
  guest: boolean;
  onLogout: () => void;
};

/**
 * SPEC §2 sidebar: close button, menu, logout; swiping left closes it. MobileLayout loads it
 * when the menu is first opened (LazySidebar.tsx).
 */
export function Sidebar({ opened, onClose, entries, pathname, searchStr, guest, onLogout }: Props) {
  const { t, i18n } = useLingui();
  const swipe = useSwipeable({ onSwipedLeft: onClose, delta: 40 });
  // Loaded on the first tap, the drawer mounts closed and opens a moment later: Mantine
  // remembers the control to give the focus back to only when `opened` changes, not at mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={t`Menu`}
      position="left"
      size="xs"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack gap="md" {...swipe}>
        <ScrollArea.Autosize mah="calc(100dvh - 200px)">
          <nav aria-label={t`Main menu`}>
            {entries.map((entry) => {
              const item = MENU_ITEMS[entry.key];
              const Icon = item.icon;
              return (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={withSearch(entry.path, searchStr)}
                  label={i18n._(item.label)}
                  leftSection={<Icon size={20} aria-hidden />}
                  active={isActive(entry.path, pathname)}
                  aria-current={isActive(entry.path, pathname) ? 'page' : undefined}
                  onClick={onClose}
                />
              );
            })}
          </nav>
        </ScrollArea.Autosize>
        {guest && (
          <Alert icon={<IconUserPlus />} title={<Trans>Guest access</Trans>}>
            <GuestNoteText />
          </Alert>
        )}
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} />}
          onClick={onLogout}
        >
          <Trans>Log out</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
