import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DataLoading } from '../../app/frame/DataFrame';
import { useWithFlags } from '../../db/withFlags';
import { optimisticFlags, useOptimisticRows } from '../../db/useOptimisticRows';
import type { BlockDate } from '../../db/db';
import { deleteBlockDate } from '../../sync/actions/calendar';
import { RemovableList } from '../../app/lists/RemovableList';
import { BlockDateModal } from './BlockDateModal';
import { BlockDateRow } from './BlockDateRow';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

/** The live query's order: by first day, then by id. */
const byStartDate = (a: BlockDate, b: BlockDate) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id;

/** Until the first pair: one array, so the optimistic layer does not settle on each render. */
const NONE: BlockDate[] = [];

/** The blocked dates: block new ones, change or delete them (deleting asks first). */
export function BlockDateSection({ blockDates: stored }: { blockDates: BlockDate[] }) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  // Rows with flags read after them: one drawn before its flag was read looked settled.
  const [read, flags] = useWithFlags(stored, 'blockDates') ?? [];
  // A new blocked date shows in the click's own frame, before IndexedDB has it (P3).
  const blockDates = useOptimisticRows('blockDates', read ?? NONE, byStartDate);
  const shownFlags = useMemo(
    () => flags && optimisticFlags(blockDates, read ?? NONE, flags),
    [blockDates, read, flags],
  );
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<BlockDate | null>(null);
  if (!read || !shownFlags) return <DataLoading />;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>Blocked dates</Trans>
        </Title>
        <Button onClick={() => setCreating(true)}>
          <Trans>Block dates</Trans>
        </Button>
      </Group>
      <RemovableList
        rows={blockDates}
        label={t`Blocked dates`}
        empty={
          <Text c="dimmed">
            <Trans>You have no blocked dates.</Trans>
          </Text>
        }
        confirm={{
          title: t`Delete blocked date?`,
          text: t`Do you really want to delete this blocked date?`,
          confirmLabel: t`Delete`,
        }}
        onRemove={(b) => void deleteBlockDate(b.id).catch(sayFailure)}
      >
        {(b, ask) => (
          <BlockDateRow
            key={b.id}
            blockDate={b}
            flag={shownFlags.get(b.id)}
            onEdit={setEditing}
            onDelete={ask}
          />
        )}
      </RemovableList>
      <BlockDateModal opened={creating} onClose={() => setCreating(false)} />
      {editing && (
        <BlockDateModal
          key={editing.id}
          opened
          editing={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
