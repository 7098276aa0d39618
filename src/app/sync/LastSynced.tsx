import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSyncState } from '../../db/hooks';
import { fromNow } from '../../lib/dates';
import type { PullName } from '../../sync/resources';
import { useOnline } from '../../sync/useSync';
import { syncNote } from './syncNote';

/**
 * When this screen's data last came from the server; says so plainly when a pull failed
 * online, and calmly that it updates once online when the device is offline (syncNote).
 */
export function LastSynced({ resource }: { resource: PullName }) {
  const state = useSyncState(resource);
  const online = useOnline();
  if (!state) return null;
  const note = syncNote(state.state, online, state.lastError);
  return (
    <Text size="xs" c="dimmed" role="status">
      {state.lastSyncedAt ? (
        <Trans>Last synced {fromNow(state.lastSyncedAt)}</Trans>
      ) : (
        <Trans>Not synced yet</Trans>
      )}
      {note && ' · '}
      {note === 'failed' && <Trans>the last update failed</Trans>}
      {note === 'offline' && <Trans>updates when you are online</Trans>}
      {note === 'full' && <Trans>the device is full: free some space so it can update</Trans>}
    </Text>
  );
}
