import { Box, Group, Indicator, Stack, Text } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayjs, formatLongDay } from '../../../lib/dates';
import type { DayCount } from './todoDays';
import { DrawnText } from '../../../app/labels/DrawnText';

type Props = {
  /** YYYY-MM. */
  month: string;
  selected: string;
  counts: Map<string, DayCount>;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
};

/**
 * The month grid: each day with open to-dos carries their number; a day with only done ones
 * a grey dot, both explained by a legend under the grid. Tapping a day lists its to-dos below
 * the grid. Days of the months around are left out, as the planning calendar leaves them: they
 * looked like days of this month.
 */
export function TodoMonthGrid({ month, selected, counts, onMonthChange, onSelect }: Props) {
  const { t, i18n } = useLingui();
  // Month and weekday names in the reader's language, weeks from Monday: as the planning
  // calendar's grid (Mantine's own default is English from Sunday).
  return (
    <Stack gap={6}>
      <DatesProvider settings={{ locale: i18n.locale.toLowerCase(), firstDayOfWeek: 1 }}>
        <Calendar
          date={`${month}-01`}
          onDateChange={(d) => onMonthChange(dayjs(d).format('YYYY-MM'))}
          maxLevel="month"
          size="md"
          fullWidth
          hideOutsideDates
          previousLabel={t`Previous month`}
          nextLabel={t`Next month`}
          getDayAriaLabel={(date) => {
            const count = counts.get(date);
            const day = formatLongDay(date);
            if (!count) return day;
            const open = count.open;
            const done = count.done;
            const openText = plural(open, { one: '# open to-do', other: '# open to-dos' });
            const doneText = plural(done, { one: '# done', other: '# done' });
            return `${day}: ${openText}, ${doneText}`;
          }}
          getDayProps={(date) => ({
            selected: date === selected,
            onClick: () => onSelect(date),
          })}
          renderDay={(date) => {
            const count = counts.get(date);
            const day = dayjs(date).date();
            if (!count) return day;
            return (
              <Indicator
                size={16}
                offset={-4}
                color={count.open ? 'blue' : 'gray'}
                // Said by the day's label (getDayAriaLabel).
                label={count.open ? <DrawnText text={String(count.open)} /> : undefined}
                withBorder={false}
              >
                <div>{day}</div>
              </Indicator>
            );
          }}
        />
      </DatesProvider>
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
