import { Indicator } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
 * a grey dot. Tapping a day lists its to-dos below the grid.
 */
export function TodoMonthGrid({ month, selected, counts, onMonthChange, onSelect }: Props) {
  const { t } = useLingui();
  return (
    <Calendar
      date={`${month}-01`}
      onDateChange={(d) => onMonthChange(dayjs(d).format('YYYY-MM'))}
      maxLevel="month"
      size="md"
      fullWidth
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
  );
}
