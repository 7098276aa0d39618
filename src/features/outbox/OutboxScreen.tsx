import { Button, Group, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useOpenOutbox } from '../../db/hooks';
import type { OutboxRecord } from '../../db/db';
import { discardRecord } from '../../sync/outbox/resolve';
import { dependantsIn, stuckBlockers } from '../../sync/outbox/dependants';
import { requestReplay } from '../../sync/scheduler';
import { useOnline } from '../../sync/useSync';
import { DataLoading } from '../../app/frame/DataFrame';
import { RemovableList } from '../../app/lists/RemovableList';
import { ConflictSheet } from './ConflictSheet';
import { OutboxRow } from './OutboxRow';
import { DiscardText } from './DiscardText';
import { useOutboxAction } from './useOutboxAction';

/** Rows shown at first; a long offline day can leave hundreds. */
const PAGE = 50;

/** Every change not yet on the server, with its state and error; retry, resolve, discard. */
export function OutboxScreen() {
  const { t } = useLingui();
  const run = useOutboxAction();
  const records = useOpenOutbox();
  const online = useOnline();
  const [conflict, setConflict] = useState<OutboxRecord | null>(null);
  const [shown, setShown] = useState(PAGE);
  const blockers = useMemo(() => stuckBlockers(records ?? []), [records]);

  if (!records) return <DataLoading />;
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {records.length === 0 ? (
            <Trans>All your changes have reached the server.</Trans>
          ) : (
            <Plural
              value={records.length}
              one="# change has not reached the server yet."
              other="# changes have not reached the server yet."
            />
          )}
        </Text>
        {records.length > 0 && (
          <Button
            size="xs"
            variant="light"
            disabled={!online}
            onClick={() => void requestReplay({ resetBackoff: true })}
          >
            <Trans>Send now</Trans>
          </Button>
        )}
      </Group>
      <RemovableList
        rows={records.slice(0, shown)}
        label={t`Waiting changes`}
        gap="sm"
        confirm={{
          // Read when asked: the list asked about is the list discardRecord drops.
          title: (record) => {
            const count = dependantsIn(records, record.id).length + 1;
            return count === 1
              ? t`Discard this change?`
              : plural(count, { one: 'Discard # change?', other: 'Discard # changes?' });
          },
          text: (record) => <DiscardText dependants={dependantsIn(records, record.id)} />,
          confirmLabel: t`Discard`,
        }}
        onRemove={(record) => void run(() => discardRecord(record.id))}
      >
        {(record, ask) => (
          <OutboxRow
            key={record.id}
            record={record}
            waitsFor={blockers.get(record.id)}
            onResolve={setConflict}
            onDiscard={ask}
          />
        )}
      </RemovableList>
      {records.length > shown && (
        <Button variant="subtle" onClick={() => setShown(shown + PAGE)}>
          <Trans>Show {Math.min(PAGE, records.length - shown)} more</Trans>
        </Button>
      )}
      <ConflictSheet record={conflict} onClose={() => setConflict(null)} />
    </Stack>
  );
}
