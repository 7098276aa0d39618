import { Anchor, Box, Button, Container, Group, Paper, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Authenticated } from '../../session/sessionState';
import { menuContextOf } from '../../session/sessionState';
import { topMenuEntries, topMenuPadding, withSearch } from '../../session/menu';
import { MENU_ITEMS } from '../menu/menuItems';
import { isActive, usesFluidContainer } from './layoutRules';
import { useLocationParts } from './usePageMeta';
import { useTopMenuPadding } from './useTopMenuPadding';
import { GuestNoteText } from './GuestNote';
import { PageOutlet } from './PageOutlet';
import { PageChromeContext, type PageChrome } from './pageChrome';

// No header title here, so screens keep their entity names; the guest note is in the menu.
const TOP_MENU_CHROME: PageChrome = { wholeEntityName: null, guestNote: true };

/** SPEC §2 top-menu layout for embedded use: 65 px of padding per drawn row of items. */
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
  const { headerRef, navRef, padding } = useTopMenuPadding(topMenuPadding(entries.length + 1));

  // What is scrolled into view (a focused field) must not end up under the fixed menu.
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingTop = `${padding}px`;
    return () => {
      root.scrollPaddingTop = '';
    };
  }, [padding]);

  return (
    <Box pt={padding}>
      <Paper
        ref={headerRef}
        component="header"
        shadow="xs"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        p="sm"
        style={{ zIndex: 100 }}
      >
        <Group ref={navRef} component="nav" aria-label={t`Main menu`} gap="md" justify="center">
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
        {session.guest !== null && (
          // The sidebar's guest note (SPEC §2), which embedded use has no sidebar to show.
          <Group gap={6} justify="center" wrap="nowrap" mt={6}>
            <IconUserPlus size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              <GuestNoteText />
            </Text>
          </Group>
        )}
      </Paper>
      <Container component="main" fluid={usesFluidContainer(pathname)} size="md" py="md">
        <PageChromeContext value={TOP_MENU_CHROME}>
          <PageOutlet session={session} />
        </PageChromeContext>
      </Container>
    </Box>
  );
}
