import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../session/useSession';
import { menuContextOf } from '../../session/sessionState';
import { sidebarEntries } from '../../session/menu';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import { MENU_ITEMS } from '../../app/menu/menuItems';
import { LocationWarning } from './LocationWarning';
import { HomeCrewSections } from './HomeCrewSections';
import { FormsToFillSection } from './FormsToFillSection';
import { DocumentsToSignSection } from './DocumentsToSignSection';

/**
 * Home: a greeting, the location warning for crews, their day (today's and next jobs, what
 * waits for them, the sync state), and the person's areas as tiles.
 */
export function HomeScreen() {
  const { i18n } = useLingui();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const name = session.payload.loginData.name ?? '';
  const isCrew = normaliseLoginTypes(session.payload.loginData.loginTypes).has('crew');
  const hasJobs = isCrew && hasRight(session.rights, 'projects');
  const tiles = sidebarEntries(menuContextOf(session)).filter(
    (e) => e.key !== 'home' && e.key !== 'version',
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        {name ? <Trans>Hello, {name}</Trans> : <Trans>Welcome</Trans>}
      </Title>
      {isCrew && <LocationWarning />}
      {hasJobs && <HomeCrewSections />}
      {hasJobs && <FormsToFillSection />}
      {session.payload.type === 'other' && session.payload.loginData.personId !== null && (
        <DocumentsToSignSection />
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {tiles.map((entry) => {
          const item = MENU_ITEMS[entry.key];
          const Icon = item.icon;
          return (
            <Card key={entry.key} component={Link} to={entry.path} withBorder padding="md">
              <Stack gap={6} align="center">
                <Icon size={28} aria-hidden />
                <Text size="sm" ta="center" fw={500}>
                  {i18n._(item.label)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
