import { Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAllSyncStates } from '../../db/hooks';
import { STORAGE_FULL } from '../../db/storageFull';

/**
 * Only the background pull's resources: Try again pulls these, and a row of a month or a
 * detail opened once (planning months, a project's crews) may stay in error until it is
 * opened again. Those rows are named `name:key` (planningMonthResource, projectCrewsResource,
 * projectDetailResource, invoiceDetailResource,
 * plus-crew months); the background ones are plain names. Told by the name, not by the list
 * of pulls: that list brings every API schema into the layout's first render (issue 17,
 * build/firstLoadGraph.test.ts).
 */
const isBackground = (resource: string) => !resource.includes(':');

/** The scheduler is loaded on the press, as useRefreshOnOpen does, not with the layout. */
function pullAgain(): void {
  void import('../../sync/scheduler')
    .then((s) => s.requestPull({ force: true }))
    .catch(() => undefined);
}

/**
 * A line under the header while the last pull of any data could not be stored because the
 * device is full: every screen's data stops updating then, so it is said once for the app
 * (each "Last synced" line says it too), with a way to try again after freeing space.
 */
export function DeviceFullBanner() {
  const states = useAllSyncStates() ?? [];
  const full = states.some(
    (s) => s.state === 'error' && s.lastError === STORAGE_FULL && isBackground(s.resource),
  );
  if (!full) return null;
  return (
    <Group gap="xs" px="md" py={4} mb="sm" bg="red.0" role="alert" wrap="nowrap">
      <Text size="sm" c="red.9" flex={1}>
        <Trans>The device is full: free some space and try again.</Trans>
      </Text>
      <Button size="compact-sm" variant="light" color="red" onClick={pullAgain}>
        <Trans>Try again</Trans>
      </Button>
    </Group>
  );
}
