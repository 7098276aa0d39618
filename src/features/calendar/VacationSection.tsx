import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { DataLoading } from '../../app/frame/DataFrame';
import { useWithFlags } from '../../db/withFlags';
import type { VacationRequest } from '../../db/db';
import { deleteVacationRequest } from '../../sync/actions/calendar';
import { formatDayRange } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { RemovableList, RemoveButton } from '../../app/lists/RemovableList';
import { VacationModal } from './VacationModal';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

const STATUS_COLOURS: Record<VacationRequest['status'], string> = {
  requested: 'cyan',
  approved: 'teal',
  declined: 'red',
};

/** Vacation requests with their answers: request, change or delete (deleting asks first). */
export function VacationSection({ vacations: stored }: { vacations: VacationRequest[] }) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  // Rows with flags read after them: one drawn before its flag was read looked settled.
  const [vacations, flags] = useWithFlags(stored, 'vacationRequests') ?? [];
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<VacationRequest | null>(null);
  if (!vacations || !flags) return <DataLoading />;
  const statusText: Record<VacationRequest['status'], string> = {
    requested: t`Requested`,
    approved: t`Approved`,
    declined: t`Declined`,
  };
  const halfText = (v: VacationRequest) => {
    if (v.startDate === v.endDate) {
      if (v.firstDayHalf === 'morning') return t`morning only`;
      if (v.firstDayHalf === 'afternoon') return t`afternoon only`;
      return '';
    }
    const parts = [
      v.firstDayHalf === 'afternoon' ? t`from the afternoon` : '',
      v.lastDayHalf === 'morning' ? t`until noon` : '',
    ];
    return parts.filter(Boolean).join(', ');
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>Vacation requests</Trans>
        </Title>
        <Button onClick={() => setCreating(true)}>
          <Trans>Request vacation</Trans>
        </Button>
      </Group>
      <RemovableList
        rows={vacations}
        label={t`Vacation requests`}
        empty={
          <Text c="dimmed">
            <Trans>You have no vacation requests.</Trans>
          </Text>
        }
        confirm={{
          title: t`Delete requested vacation?`,
          text: t`Do you really want to delete this vacation request?`,
          confirmLabel: t`Delete`,
        }}
        onRemove={(v) => void deleteVacationRequest(v.id).catch(sayFailure)}
      >
        {(v, ask) => {
          const name = v.reason || t`Vacation`;
          const half = halfText(v);
          return (
            <Card
              component="li"
              key={v.id}
              withBorder
              padding="sm"
              aria-label={`${name} ${formatDayRange(v.startDate, v.endDate)}`}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={500}>{name}</Text>
                    <Badge size="xs" color={STATUS_COLOURS[v.status]}>
                      {statusText[v.status]}
                    </Badge>
                    <PendingBadge flag={flags.get(v.id)} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDayRange(v.startDate, v.endDate)}
                    {half ? ` · ${half}` : ''}
                  </Text>
                  {v.answer && (
                    <Text size="sm">
                      <Trans>Answer: {v.answer}</Trans>
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Edit vacation request ${name}`}
                    onClick={() => setEditing(v)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <RemoveButton label={t`Delete vacation request ${name}`} onClick={() => ask(v)} />
                </Group>
              </Group>
            </Card>
          );
        }}
      </RemovableList>
      <VacationModal opened={creating} onClose={() => setCreating(false)} />
      {editing && (
        <VacationModal key={editing.id} opened editing={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
