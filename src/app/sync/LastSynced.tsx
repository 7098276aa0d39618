import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSyncState } from '../../db/hooks';
import { fromNow } from '../../lib/dates';
import type { PullName } from '../../sync/resources';
import { useOnline } from '../../sync/useSync';
import { syncNote } from './syncNote';

/** One opened detail's own sync state (`kind:key`, e.g. projectDetailResource). */
type DetailResource = `${string}:${string}`;

/**
 * When this screen's data last came from the server; says so plainly when a pull failed
 * online, and calmly that it updates once online when the device is offline (syncNote).
 * A detail names its own row and, for as long as it was never refreshed itself, the list
 * pull that brought its row (`fallback`).
 */
export function LastSynced({
  resource,
  fallback,
}: {
  resource: PullName | DetailResource;
  fallback?: PullName;
}) {
  const own = useSyncState(resource);
  const list = useSyncState(fallback ?? resource);
  const state = own === null ? list : own;
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
