import { Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAllSyncStates } from '../../db/hooks';
import { STORAGE_FULL } from '../../db/storageFull';
import { PULL_RESOURCES } from '../../sync/resources';
import { requestPull } from '../../sync/scheduler';

// Only the background pull's resources: Try again pulls these, and a row of a month or a
// detail opened once (planning months) may stay in error until it is opened again.
const BACKGROUND = new Set<string>(PULL_RESOURCES.map((r) => r.name));

/**
 * A line under the header while the last pull of any data could not be stored because the
 * device is full: every screen's data stops updating then, so it is said once for the app
 * (each "Last synced" line says it too), with a way to try again after freeing space.
 */
export function DeviceFullBanner() {
  const states = useAllSyncStates() ?? [];
  const full = states.some(
    (s) => s.state === 'error' && s.lastError === STORAGE_FULL && BACKGROUND.has(s.resource),
  );
  if (!full) return null;
  return (
    <Group gap="xs" px="md" py={4} mb="sm" bg="red.0" role="alert" wrap="nowrap">
      <Text size="sm" c="red.9" flex={1}>
        <Trans>The device is full: free some space and try again.</Trans>
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => void requestPull({ force: true }).catch(() => undefined)}
      >
        <Trans>Try again</Trans>
      </Button>
    </Group>
  );
}
