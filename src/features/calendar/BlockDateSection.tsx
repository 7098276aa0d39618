import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEntityFlags, type EntityFlag } from '../../db/hooks';
import type { BlockDate, Job } from '../../db/db';
import { deleteBlockDate } from '../../sync/actions/blockDates';
import { formatDay } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { BlockDateModal } from './BlockDateModal';
import { ConfirmDialog } from './ConfirmDialog';

/** The blocked dates: block new ones, change or delete them (deleting asks first). */
export function BlockDateSection({ blockDates, jobs }: { blockDates: BlockDate[]; jobs: Job[] }) {
  const { t } = useLingui();
  const flags = useEntityFlags('blockDates') ?? new Map<number, EntityFlag>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<BlockDate | null>(null);
  const [deleting, setDeleting] = useState<BlockDate | null>(null);

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
      {blockDates.length === 0 ? (
        <Text c="dimmed">
          <Trans>You have no blocked dates.</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Blocked dates`}
        >
          {blockDates.map((b) => (
            <Card
              component="li"
              key={b.id}
              withBorder
              padding="sm"
              aria-label={`${b.reason} ${b.startDate}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={500}>{b.reason}</Text>
                    <PendingBadge flag={flags.get(b.id)} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDay(b.startDate)}
                    {b.endDate && b.endDate !== b.startDate ? ` – ${formatDay(b.endDate)}` : ''}
                    {b.beginTime && b.endTime ? ` · ${b.beginTime}–${b.endTime}` : ''}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Edit blocked date ${b.reason}`}
                    onClick={() => setEditing(b)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`Delete blocked date ${b.reason}`}
                    onClick={() => setDeleting(b)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <BlockDateModal opened={creating} onClose={() => setCreating(false)} jobs={jobs} />
      {editing && (
        <BlockDateModal
          key={editing.id}
          opened
          editing={editing}
          jobs={jobs}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete blocked date?`}
        confirmLabel={t`Delete`}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteBlockDate(deleting.id);
          setDeleting(null);
        }}
      >
        <Trans>Do you really want to delete this blocked date?</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
