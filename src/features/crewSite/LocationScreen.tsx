import { Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { LocationCard } from './LocationCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';

/** /locations/{id}: a crew's place, from the locations table (offline once pulled). */
export function LocationScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const locationId = Number(id);
  useCrewSiteRefresh(null);
  const location = useLocation(Number.isInteger(locationId) ? locationId : null);
  if (location === undefined) return <Loader aria-label={t`Loading`} />;
  return (
    <Stack gap="md">
      {location ? (
        <LocationCard location={location} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Location not found</Trans>
        </Text>
      )}
      <LastSynced resource="locations" />
    </Stack>
  );
}
