import { Badge, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOpenOutbox } from '../../db/hooks';
import type { OutboxRecord } from '../../db/db';
import { discardRecord, retryRecord } from '../../sync/outbox/resolve';
import { requestReplay } from '../../sync/scheduler';
import { useOnline } from '../../sync/useSync';
import { fromNow } from '../../lib/dates';
import { ConflictSheet } from './ConflictSheet';
import { describeRecord, stateLabel } from './describeRecord';

const COLORS: Record<OutboxRecord['state'], string> = {
  pending: 'orange',
  sending: 'blue',
  failed: 'red',
  conflict: 'grape',
  done: 'green',
};

/** Every change not yet on the server, with its state and error; retry, resolve, discard. */
export function OutboxScreen() {
  const { t, i18n } = useLingui();
  const records = useOpenOutbox();
  const online = useOnline();
  const [conflict, setConflict] = useState<OutboxRecord | null>(null);
  const [discarding, setDiscarding] = useState<OutboxRecord | null>(null);

  if (!records) return <Loader aria-label={t`Loading`} />;
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
        {records.map((record) => (
          <Card component="li" key={record.id} withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500}>{describeRecord(record, i18n)}</Text>
                <Badge color={COLORS[record.state]}>{stateLabel(record, i18n)}</Badge>
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>Made {fromNow(record.createdAt)}</Trans>
                {record.attempts > 0 && (
                  <>
                    {' '}
                    · <Trans>{record.attempts} attempts</Trans>
                  </>
                )}
              </Text>
              {record.lastError && (
                <Text size="sm" c={record.state === 'failed' ? 'red' : 'dimmed'}>
                  {record.lastError}
                </Text>
              )}
              <Group gap="xs">
                {record.state === 'conflict' && (
                  <Button size="xs" onClick={() => setConflict(record)}>
                    <Trans>Resolve</Trans>
                  </Button>
                )}
                {(record.state === 'failed' || record.state === 'pending') && (
                  <Button size="xs" variant="light" onClick={() => void retryRecord(record.id)}>
                    <Trans>Retry</Trans>
                  </Button>
                )}
                {record.state !== 'sending' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setDiscarding(record)}
                  >
                    <Trans>Discard</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
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
