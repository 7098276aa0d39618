import { Text } from '@mantine/core';
import { DatesProvider, Month } from '@mantine/dates';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Project } from '../../../db/db';
import { dayjs, formatLongDay } from '../../../lib/dates';
import { PROJECT_STATUSES, statusCounts } from './projectsCalendarModel';
import { useProjectStatusLabels } from './projectStatusLabels';
import { StatusMark } from './StatusMark';
import classes from './ProjectsCalendar.module.css';
import { DrawnText } from '../../../app/labels/DrawnText';

type Props = {
  byDay: Map<string, Project[]>;
  /** The chosen day; its month is shown. */
  selected: string;
  onSelect: (day: string) => void;
};

/**
 * The month as a grid: each day shows how many projects run on it and a mark per status
 * present; its spoken name says the same in words. The month is moved by the screen's own
 * buttons (the date lives in the URL), so this is Mantine's bare month, without a header.
 */
export function MonthGrid({ byDay, selected, onSelect }: Props) {
  const { t, i18n } = useLingui();
  const labels = useProjectStatusLabels();
  const spoken = (date: string) => {
    const list = byDay.get(date);
    const day = formatLongDay(date);
    if (!list) return t`${day}: no projects`;
    const counts = statusCounts(list);
    const parts = PROJECT_STATUSES.filter((s) => counts[s] > 0).map(
      (s) => `${counts[s]} ${labels[s]}`,
    );
    const total = plural(list.length, { one: '# project', other: '# projects' });
    return `${day}: ${total} (${parts.join(', ')})`;
  };
  // Weekday names in the reader's language (Mantine's own default is English).
  return (
    <DatesProvider settings={{ locale: i18n.locale.toLowerCase(), firstDayOfWeek: 1 }}>
      <Month
        month={dayjs(selected).startOf('month').format('YYYY-MM-DD')}
        size="md"
        fullWidth
        hideOutsideDates
        withCellSpacing={false}
        getDayAriaLabel={spoken}
        getDayProps={(date) => ({
          selected: date === selected,
          onClick: () => onSelect(date),
          className: classes.dayButton,
        })}
        renderDay={(date) => {
          const list = byDay.get(date);
          const counts = statusCounts(list);
          return (
            <span className={classes.day}>
              <span>{dayjs(date).date()}</span>
              <span className={classes.marks}>
                {list ? (
                  <Text span size="10px" fw={600}>
                    {/* Said by the day's label (getDayAriaLabel). */}
                    <DrawnText text={String(list.length)} />
                  </Text>
                ) : null}
                {PROJECT_STATUSES.filter((s) => counts[s] > 0).map((s) => (
                  <StatusMark key={s} status={s} size={7} />
                ))}
              </span>
            </span>
          );
        }}
      />
    </DatesProvider>
  );
}
