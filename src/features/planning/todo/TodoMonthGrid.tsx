import { Box, Group, Indicator, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayjs, formatLongDay } from '../../../lib/dates';
import type { DayCount } from './todoDays';
import { DrawnText } from '../../../app/labels/DrawnText';
import { MonthCalendar, type MonthChoice } from '../../../app/calendar/MonthCalendar';

type Props = MonthChoice & { counts: Map<string, DayCount> };

/**
 * The month grid: each day with open to-dos carries their number; a day with only done ones
 * a grey dot, both explained by a legend under the grid. Tapping a day lists its to-dos below
 * the grid (the planners' shared month grid, app/calendar).
 */
export function TodoMonthGrid({ counts, ...choice }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <MonthCalendar
        {...choice}
        dayLabel={(date) => {
          const count = counts.get(date);
          const day = formatLongDay(date);
          if (!count) return day;
          const open = count.open;
          const done = count.done;
          const openText = plural(open, { one: '# open to-do', other: '# open to-dos' });
          const doneText = plural(done, { one: '# done', other: '# done' });
          return `${day}: ${openText}, ${doneText}`;
        }}
        renderDay={(date) => {
          const count = counts.get(date);
          const day = dayjs(date).date();
          if (!count) return day;
          return (
            <Indicator
              size={16}
              offset={-4}
              color={count.open ? 'blue' : 'gray'}
              // Said by the day's label (dayLabel).
              label={count.open ? <DrawnText text={String(count.open)} /> : undefined}
              withBorder={false}
            >
              <div>{day}</div>
            </Indicator>
          );
        }}
      />
      <Group
        component="ul"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Legend`}
      >
        <Group component="li" gap={6} wrap="nowrap">
          <Box
            w={16}
            h={16}
            bg="blue"
            c="white"
            fz={10}
            ta="center"
            style={{ borderRadius: 8, lineHeight: '16px' }}
            aria-hidden
          >
            <DrawnText text="1" />
          </Box>
          <Text size="xs">
            <Trans>Number of open to-dos</Trans>
          </Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <Box w={10} h={10} bg="gray" style={{ borderRadius: 5 }} aria-hidden />
          <Text size="xs">
            <Trans>Only done to-dos</Trans>
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
