import { Stack, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { dayjs, formatLongDay } from '../../lib/dates';
import { dayColour, entriesOn, type CalendarEntry } from './calendarDays';
import { DAY_COLOURS, useDayColourLabels } from './calendarLabels';
import { CalendarLegend } from './CalendarLegend';
import { EntryList } from './EntryList';

type Props = {
  entries: readonly CalendarEntry[];
  /** First day of the shown month, YYYY-MM-DD. */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (day: string) => void;
};

/** The month grid: each day coloured by what it holds; tapping a day lists its entries. */
export function MonthView({ entries, month, onMonthChange, selected, onSelect }: Props) {
  const { t } = useLingui();
  const labels = useDayColourLabels();
  const onDay = entriesOn(entries, selected);

  return (
    <Stack gap="sm">
      <Calendar
        date={month}
        onDateChange={(d) => onMonthChange(dayjs(d).startOf('month').format('YYYY-MM-DD'))}
        maxLevel="month"
        size="md"
        fullWidth
        previousLabel={t`Previous month`}
        nextLabel={t`Next month`}
        getDayAriaLabel={(date) => {
          const colour = dayColour(entries, date);
          const day = formatLongDay(date);
          return colour ? `${day}: ${labels[colour]}` : day;
        }}
        getDayProps={(date) => {
          const colour = dayColour(entries, date);
          const isSelected = date === selected;
          return {
            selected: isSelected,
            onClick: () => onSelect(date),
            style:
              colour && !isSelected
                ? {
                    background: `var(--mantine-color-${DAY_COLOURS[colour]}-light)`,
                    // The light variant's own text colour, which reads on that tint; a
                    // weekend's red does not on every tint (4.4:1 on green).
                    color: `var(--mantine-color-${DAY_COLOURS[colour]}-light-color)`,
                    boxShadow: `inset 0 -3px 0 var(--mantine-color-${DAY_COLOURS[colour]}-filled)`,
                    fontWeight: colour === 'overlap' ? 700 : undefined,
                  }
                : undefined,
          };
        }}
      />
      <CalendarLegend />
      <Title order={3} size="h5">
        {formatLongDay(selected)}
      </Title>
      <EntryList
        entries={onDay}
        label={t`Entries of the chosen day`}
        empty={t`Nothing planned on this day.`}
      />
    </Stack>
  );
}
