import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { withSearch, type MenuEntry } from '../../session/menu';
import { BOTTOM_BAR_TOOLTIPS, MENU_ITEMS } from '../menu/menuItems';
import { isActive } from './Sidebar';

type Props = { entries: MenuEntry[]; pathname: string; searchStr: string };

export function BottomBar({ entries, pathname, searchStr }: Props) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Quick navigation`} style={{ height: '100%' }}>
      <Group h="100%" justify="space-around" wrap="nowrap">
        {entries.map((entry) => {
          const item = MENU_ITEMS[entry.key];
          const label = i18n._(BOTTOM_BAR_TOOLTIPS[entry.key] ?? item.label);
          const Icon = item.icon;
          const active = isActive(entry.path, pathname);
          return (
            <Tooltip key={entry.key} label={label} withArrow>
              <ActionIcon
                component={Link}
                to={withSearch(entry.path, searchStr)}
                size="xl"
                variant={active ? 'light' : 'subtle'}
                aria-label={label}
                aria-current={active ? 'page' : undefined}
              >
                <Icon aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
    </nav>
  );
}
