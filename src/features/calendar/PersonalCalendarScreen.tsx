import { ActionIcon, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useBlockDates, useEntityFlags, type EntityFlag } from '../../db/hooks';
import type { BlockDate } from '../../db/db';
import { deleteBlockDate } from '../../sync/actions/blockDates';
import { formatDay } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { BlockDateModal } from './BlockDateModal';

/** /personal-calendar: blocked dates for now (the month view comes with the crew issue). */
export function PersonalCalendarScreen() {
  const { t } = useLingui();
  const blockDates = useBlockDates();
  const flags = useEntityFlags('blockDates') ?? new Map<number, EntityFlag>();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<BlockDate | null>(null);

  if (!blockDates) return <Loader aria-label={t`Loading`} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>Blocked dates</Trans>
        </Title>
        <Button onClick={() => setCreating(true)}>
          <Trans>Block dates</Trans>
        </Button>
      </Group>
      <LastSynced resource="blockDates" />
      {blockDates.length === 0 ? (
        <Text c="dimmed">
          <Trans>You have no blocked dates.</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
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
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete blocked date ${b.reason}`}
                  onClick={() => setDeleting(b)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <BlockDateModal opened={creating} onClose={() => setCreating(false)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete blocked date?`}
      >
        <Stack>
          <Text size="sm">
            <Trans>Do you really want to delete this blocked date?</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (deleting) void deleteBlockDate(deleting.id);
                setDeleting(null);
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
