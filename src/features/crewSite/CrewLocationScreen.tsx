import { Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCrew, useLocation } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { useSession } from '../../session/useSession';
import { LocationCard } from './LocationCard';
import { LiveLocationCard } from './LiveLocationCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';

/** /crews/{id}/crew-chief-location: where the crew works; the chief may share a live location. */
export function CrewLocationScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const crewId = Number(id);
  useCrewSiteRefresh(crewId);
  const session = useSession();
  const crew = useCrew(crewId);
  const location = useLocation(crew?.locationId ?? null);
  if (crew === undefined || (crew?.locationId != null && location === undefined)) {
    return <Loader aria-label={t`Loading`} />;
  }
  const me = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  const isChief = crew !== null && me !== null && crew.chiefPersonId === me;
  return (
    <Stack gap="md">
      {location ? (
        <LocationCard location={location} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Location not found</Trans>
        </Text>
      )}
      {isChief && <LiveLocationCard crew={crew} />}
      <LastSynced resource="locations" />
    </Stack>
  );
}
