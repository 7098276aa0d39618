import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatMonth } from '../../../lib/dates';

type Props = {
  date: string;
  todayIso: string;
  /** Moves the selection by whole months (−1 back, +1 on). */
  onShift: (by: number) => void;
  onToday: () => void;
};

/** The selected month with its arrows (44 px targets) and a way back to today. */
export function MonthSwitcher({ date, todayIso, onShift, onToday }: Props) {
  const { t } = useLingui();
  const month = formatMonth(date);
  return (
    <Group justify="space-between" gap="xs">
      <Group wrap="nowrap" gap={4}>
        <ActionIcon
          size={44}
          variant="subtle"
          aria-label={t`Previous month`}
          onClick={() => onShift(-1)}
        >
          <IconChevronLeft />
        </ActionIcon>
        <Title order={2} size="h3" ta="center" miw="9em" aria-live="polite">
          {month}
        </Title>
        <ActionIcon
          size={44}
          variant="subtle"
          aria-label={t`Next month`}
          onClick={() => onShift(1)}
        >
          <IconChevronRight />
        </ActionIcon>
      </Group>
      {date.slice(0, 7) !== todayIso.slice(0, 7) && (
        <Button variant="light" h={44} onClick={onToday}>
          <Trans>This month</Trans>
        </Button>
      )}
    </Group>
  );
}
