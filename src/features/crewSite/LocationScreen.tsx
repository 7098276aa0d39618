import { Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useLocation } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LocationCard } from './LocationCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';

/** /locations/{id}: a crew's place, from the locations table (offline once pulled). */
export function LocationScreen({ id }: { id: string }) {
  const locationId = Number(id);
  useCrewSiteRefresh(null);
  const location = useLocation(Number.isInteger(locationId) ? locationId : null);
  if (location === undefined) return <DataLoading />;
  return (
    <Stack gap="md">
      {location ? (
        <LocationCard location={location} />
      ) : (
        <EmptyState>
          <Trans>Location not found</Trans>
        </EmptyState>
      )}
      <LastSynced resource="locations" />
    </Stack>
  );
}
