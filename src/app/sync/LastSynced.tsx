import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSyncState } from '../../db/hooks';
import { fromNow } from '../../lib/dates';
import type { PullName } from '../../sync/resources';

/** When this screen's data last came from the server; says so plainly when a pull failed. */
export function LastSynced({ resource }: { resource: PullName }) {
  const state = useSyncState(resource);
  if (!state) return null;
  return (
    <Text size="xs" c="dimmed" role="status">
      {state.lastSyncedAt ? (
        <Trans>Last synced {fromNow(state.lastSyncedAt)}</Trans>
      ) : (
        <Trans>Not synced yet</Trans>
      )}
      {state.state === 'error' && (
        <>
          {' · '}
          <Trans>the last update failed</Trans>
        </>
      )}
    </Text>
  );
}
