import type { CSSProperties, ReactNode } from 'react';
import { Calendar, DatesProvider } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { dayjs } from '../../lib/dates';

/** The month shown and the day chosen: what the screen holds, passed on by its grid. */
export type MonthChoice = {
  /** YYYY-MM. */
  month: string;
  /** The chosen day, YYYY-MM-DD. */
  selected: string;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
};

type Props = MonthChoice & {
  /** The day's name for a screen reader: its date and what the marks drawn on it say. */
  dayLabel: (day: string) => string;
  /** The day's cell: its number and the marks of what it holds. */
  renderDay: (day: string) => ReactNode;
  /** The day button's style, when its marks need more room than the number alone. */
  dayStyle?: CSSProperties;
};

/**
 * A planner's month grid (the planning calendar's, the to-do calendar's), one month at a
 * time with its own previous and next buttons. Month and weekday names are in the reader's
 * language (Mantine's own default is English), weeks start on Monday. Days of the months
 * around are left out: they looked like days of this month. Tapping a day chooses it; the
 * screen lists what it holds below.
 */
export function MonthCalendar({
  month,
  selected,
  onMonthChange,
  onSelect,
  dayLabel,
  renderDay,
  dayStyle,
}: Props) {
  const { t, i18n } = useLingui();
  return (
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
        getDayAriaLabel={dayLabel}
        getDayProps={(date) => ({
          selected: date === selected,
          onClick: () => onSelect(date),
          style: dayStyle,
        })}
        renderDay={renderDay}
      />
    </DatesProvider>
  );
}
