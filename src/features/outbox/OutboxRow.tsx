import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { OutboxRecord } from '../../db/db';
import { retryRecord } from '../../sync/outbox/resolve';
import { formatMoment } from '../../lib/dates';
import { describeRecord, stateLabel } from './describeRecord';
import { useOutboxAction } from './useOutboxAction';
import { storedErrorText } from '../../app/sync/storedErrors';

const COLORS: Record<OutboxRecord['state'], string> = {
  pending: 'orange',
  sending: 'blue',
  failed: 'red',
  conflict: 'grape',
  refused: 'red',
  done: 'green',
};

type Props = {
  record: OutboxRecord;
  /** The change above that came back with a problem and holds this one (stuckBlockers). */
  waitsFor?: OutboxRecord | undefined;
  onResolve: (record: OutboxRecord) => void;
  onDiscard: (record: OutboxRecord) => void;
};

function OutboxRowView({ record, waitsFor, onResolve, onDiscard }: Props) {
  const { i18n } = useLingui();
  const run = useOutboxAction();
  const lastError = record.lastError
    ? storedErrorText(record.lastError, i18n, record.lastErrorCode)
    : null;
  const blocker = waitsFor ? describeRecord(waitsFor, i18n) : '';
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={6}>
        {/* The description wraps; the badge keeps its width ("CONFLI / CT" at 390 px). */}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
            {describeRecord(record, i18n)}
          </Text>
          <Badge color={COLORS[record.state]} style={{ flexShrink: 0 }}>
            {stateLabel(record, i18n)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>Made {formatMoment(record.createdAt)}</Trans>
          {record.attempts > 0 && (
            <>
              {' '}
              · <Plural value={record.attempts} one="# attempt" other="# attempts" />
            </>
          )}
        </Text>
        {record.state === 'refused' && (
          <Text size="sm" c="red">
            <Trans>
              The server refused this change: {lastError ?? '—'}. Discard it to see how things are
              now, then make a new change if you still need one.
            </Trans>
          </Text>
        )}
        {waitsFor && (
          <Text size="sm" c="dimmed">
            <Trans>
              Waits for the change above, “{blocker}”: it did not reach the server. Once that one is
              settled, this one goes.
            </Trans>
          </Text>
        )}
        {lastError && record.state !== 'refused' && (
          <Text size="sm" c={record.state === 'failed' ? 'red' : 'dimmed'}>
            {lastError}
          </Text>
        )}
        <Group gap="xs">
          {record.state === 'conflict' && (
            <Button size="xs" onClick={() => onResolve(record)}>
              <Trans>Resolve</Trans>
            </Button>
          )}
          {/* Sending again cannot help one held back by another change. */}
          {(record.state === 'failed' || record.state === 'pending') && !waitsFor && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void run(() => retryRecord(record.id))}
            >
              <Trans>Retry</Trans>
            </Button>
          )}
          {record.state !== 'sending' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDiscard(record)}>
              <Trans>Discard</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Re-rendered only when its own record changed: while hundreds of changes drain, each answer
 * touches one row, not the whole list (issue 3, P3).
 */
export const OutboxRow = memo(
  OutboxRowView,
  (a, b) =>
    a.record.id === b.record.id &&
    a.record.state === b.record.state &&
    a.record.attempts === b.record.attempts &&
    a.record.lastError === b.record.lastError &&
    a.waitsFor?.id === b.waitsFor?.id &&
    a.waitsFor?.state === b.waitsFor?.state &&
    a.onResolve === b.onResolve &&
    a.onDiscard === b.onDiscard,
);
