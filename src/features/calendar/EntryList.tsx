import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '../../lib/dates';
import type { CalendarEntry } from './calendarDays';
import { DAY_COLOURS, useDayColourLabels } from './calendarLabels';

const at = (day: string, time: string | null) =>
  time ? `${formatDay(day)} ${time}` : formatDay(day);

/** Calendar entries with what SPEC §3 names for them: company, begin, end, reason. */
export function EntryList({
  entries,
  label,
  empty,
}: {
  entries: readonly CalendarEntry[];
  label: string;
  empty: string;
}) {
  const { t } = useLingui();
  const kinds = useDayColourLabels();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {entries.map((e) => (
        <Card component="li" key={e.key} withBorder padding="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={500} size="sm">
              {e.reason || t`Vacation`}
            </Text>
            <Badge size="xs" variant="light" color={DAY_COLOURS[e.kind]} style={{ flexShrink: 0 }}>
              {kinds[e.kind]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>Company</Trans>: {e.company ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Begin</Trans>: {at(e.startDate, e.beginTime)}
            {' · '}
            <Trans>End</Trans>: {at(e.endDate, e.endTime)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
