import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOpenOutbox } from '../../db/hooks';
import type { OutboxRecord } from '../../db/db';
import { discardRecord } from '../../sync/outbox/resolve';
import { requestReplay } from '../../sync/scheduler';
import { useOnline } from '../../sync/useSync';
import { DataLoading } from '../../app/frame/DataFrame';
import { ConflictSheet } from './ConflictSheet';
import { OutboxRow } from './OutboxRow';

/** Rows shown at first; a long offline day can leave hundreds. */
const PAGE = 50;

/** Every change not yet on the server, with its state and error; retry, resolve, discard. */
export function OutboxScreen() {
  const { t } = useLingui();
  const records = useOpenOutbox();
  const online = useOnline();
  const [conflict, setConflict] = useState<OutboxRecord | null>(null);
  const [discarding, setDiscarding] = useState<OutboxRecord | null>(null);
  const [shown, setShown] = useState(PAGE);

  if (!records) return <DataLoading />;
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {records.length === 0 ? (
            <Trans>All your changes have reached the server.</Trans>
          ) : (
            <Trans>{records.length} changes have not reached the server yet.</Trans>
          )}
        </Text>
        {records.length > 0 && (
          <Button size="xs" variant="light" disabled={!online} onClick={() => void requestReplay()}>
            <Trans>Send now</Trans>
          </Button>
        )}
      </Group>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Waiting changes`}
      >
        {records.slice(0, shown).map((record) => (
          <OutboxRow
            key={record.id}
            record={record}
            onResolve={setConflict}
            onDiscard={setDiscarding}
          />
        ))}
      </Stack>
      {records.length > shown && (
        <Button variant="subtle" onClick={() => setShown(shown + PAGE)}>
          <Trans>Show {Math.min(PAGE, records.length - shown)} more</Trans>
        </Button>
      )}
      <ConflictSheet record={conflict} onClose={() => setConflict(null)} />
      <Modal
        opened={discarding !== null}
        onClose={() => setDiscarding(null)}
        title={t`Discard this change?`}
      >
        <Stack>
          <Text size="sm">
            <Trans>The change will not reach the server. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDiscarding(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (discarding) void discardRecord(discarding.id);
                setDiscarding(null);
              }}
            >
              <Trans>Discard</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
