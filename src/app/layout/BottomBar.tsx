import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { withSearch, type MenuEntry } from '../../session/menu';
import { BOTTOM_BAR_TOOLTIPS, MENU_ITEMS } from '../menu/menuItems';
import { HoverLabel } from '../labels/HoverLabel';
import { isActive } from './layoutRules';

type Props = { entries: MenuEntry[]; pathname: string; searchStr: string };

export function BottomBar({ entries, pathname, searchStr }: Props) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Quick navigation`} style={{ height: '100%' }}>
      <Group h="100%" justify="space-around" wrap="nowrap">
        {entries.map((entry, index) => {
          const item = MENU_ITEMS[entry.key];
          const label = i18n._(BOTTOM_BAR_TOOLTIPS[entry.key] ?? item.label);
          const Icon = item.icon;
          const active = isActive(entry.path, pathname);
          return (
            <HoverLabel
              key={entry.key}
              label={label}
              // The outer bubbles keep to the screen's edge instead of leaving it.
              place={index === 0 ? 'top-start' : index === entries.length - 1 ? 'top-end' : 'top'}
            >
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
            </HoverLabel>
          );
        })}
      </Group>
    </nav>
  );
}
