import { Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useLocation } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LocationCard } from './LocationCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';
import { markLocationOpened } from '../../sync/pull/crews';
import { useEffect } from 'react';

/** /locations/{id}: a crew's place, from the locations table (offline once pulled). */
export function LocationScreen({ id }: { id: string }) {
  const locationId = Number(id);
  // Declared before the refresh below, so it runs first: opened directly, the location is
  // pulled even if no crew held here names it (a plain crew member's own job).
  useEffect(() => markLocationOpened(locationId), [locationId]);
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
