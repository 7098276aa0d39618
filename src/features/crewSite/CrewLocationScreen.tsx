import { Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useCrew, useLocation } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { useSession } from '../../session/useSession';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LocationCard } from './LocationCard';
import { LiveLocationCard } from './LiveLocationCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';

/** /crews/{id}/crew-chief-location: where the crew works; the chief may share a live location. */
export function CrewLocationScreen({ id }: { id: string }) {
  const crewId = Number(id);
  useCrewSiteRefresh(crewId);
  const session = useSession();
  const crew = useCrew(crewId);
  const location = useLocation(crew?.locationId ?? null);
  if (crew === undefined || (crew?.locationId != null && location === undefined)) {
    return <DataLoading />;
  }
  const me = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  const isChief = crew !== null && me !== null && crew.chiefPersonId === me;
  return (
    <Stack gap="md">
      {location ? (
        <LocationCard location={location} />
      ) : (
        <EmptyState>
          <Trans>Location not found</Trans>
        </EmptyState>
      )}
      {isChief && <LiveLocationCard crew={crew} />}
      <LastSynced resource="locations" />
    </Stack>
  );
}
