import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import type { BlockDate } from '../../db/db';
import type { EntityFlag } from '../../db/hooks';
import { formatDayRange, formatTimeRange } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { RemoveButton } from '../../app/lists/RemovableList';

type Props = {
  blockDate: BlockDate;
  flag: EntityFlag | undefined;
  onEdit: (b: BlockDate) => void;
  onDelete: (b: BlockDate) => void;
};

function BlockDateRowView({ blockDate: b, flag, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-label={`${b.reason} ${formatDayRange(b.startDate, b.endDate)}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={500}>{b.reason}</Text>
            <PendingBadge flag={flag} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDayRange(b.startDate, b.endDate)}
            {b.beginTime && b.endTime ? ` · ${formatTimeRange(b.beginTime, b.endTime)}` : ''}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t`Edit blocked date ${b.reason}`}
            onClick={() => onEdit(b)}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <RemoveButton label={t`Delete blocked date ${b.reason}`} onClick={() => onDelete(b)} />
        </Group>
      </Group>
    </Card>
  );
}

const sameBlockDate = (a: BlockDate, b: BlockDate) =>
  a.id === b.id &&
  a.version === b.version &&
  a.reason === b.reason &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  a.beginTime === b.beginTime &&
  a.endTime === b.endTime;

/**
 * Re-rendered only when its own blocked date or badge changed: the live list hands out new
 * objects on every change, and a long list (the 1000 limit) must not redraw whole (P3).
 */
export const BlockDateRow = memo(
  BlockDateRowView,
  (a, b) =>
    sameBlockDate(a.blockDate, b.blockDate) &&
    a.flag === b.flag &&
    a.onEdit === b.onEdit &&
    a.onDelete === b.onDelete,
);
