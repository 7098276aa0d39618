import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { useSyncState } from '../../db/hooks';
import { requestPull } from '../../sync/scheduler';

/**
 * What a plus-crew screen shows when the device has no such crew (or no crews at all): the
 * spinner while the first pull after login has not answered, a retry when it failed (offline
 * on a fresh device), and "not found" only once the server said so: "Plus crew {number} not
 * found" on a crew's page (as the dashboard says it), "Plus crews not found" on the list.
 * The number comes from the route, so each crew page shows this without passing it.
 */
export function CrewMissing() {
  const { t } = useLingui();
  const sync = useSyncState('plusCrews');
  const { number } = useParams({ strict: false });
  if (sync === undefined) return <DataLoading />;
  if (sync?.state === 'error' && !sync.lastSyncedAt) {
    return (
      <Stack gap="sm" align="center" py="xl" role="alert">
        <Text ta="center">
          <Trans>The plus crews could not be loaded. Check your connection and try again.</Trans>
        </Text>
        <Button
          mih={44}
          onClick={() => void requestPull({ names: ['plusCrews'] }).catch(() => undefined)}
        >
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (!sync?.lastSyncedAt) return <DataLoading />;
  return (
    <Stack gap="sm">
      <LastSynced resource="plusCrews" />
      <EmptyState>
        {number === undefined ? (
          t`Plus crews not found`
        ) : (
          <Trans>Plus crew {number} not found</Trans>
        )}
      </EmptyState>
    </Stack>
  );
}
