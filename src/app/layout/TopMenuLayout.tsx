import { Anchor, Box, Button, Container, Group, Paper } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import type { Authenticated } from '../../session/sessionState';
import { menuContextOf } from '../../session/sessionState';
import { topMenuEntries, topMenuPadding, withSearch } from '../../session/menu';
import { MENU_ITEMS } from '../menu/menuItems';
import { isActive } from './Sidebar';
import { usesFluidContainer } from './layoutRules';
import { useLocationParts } from './usePageMeta';

/** SPEC §2 top-menu layout for embedded use: 65 px of padding per row of about 10 items. */
export function TopMenuLayout({
  session,
  theme,
}: {
  session: Authenticated;
  theme: string | null;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocationParts();
  const themeParam = new URLSearchParams(searchStr).get('theme');
  const entries = topMenuEntries(menuContextOf(session), themeParam ?? theme);
  const padding = topMenuPadding(entries.length + 1);
  return (
    <Box pt={padding}>
      <Paper
        component="header"
        shadow="xs"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        p="sm"
        style={{ zIndex: 100 }}
      >
        <Group component="nav" aria-label={t`Main menu`} gap="md" justify="center">
          {entries.map((entry) => (
            <Anchor
              key={entry.key}
              component={Link}
              to={withSearch(entry.path, searchStr)}
              fw={isActive(entry.path, pathname) ? 700 : 400}
              aria-current={isActive(entry.path, pathname) ? 'page' : undefined}
            >
              {i18n._(MENU_ITEMS[entry.key].label)}
            </Anchor>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => void navigate({ to: '/logout' })}
          >
            <Trans>Log out</Trans>
          </Button>
        </Group>
      </Paper>
      <Container fluid={usesFluidContainer(pathname)} size="md" py="md">
        <Outlet />
      </Container>
    </Box>
  );
}
