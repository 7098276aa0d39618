import { Text } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { dayjs, formatLongDay } from '../../../lib/dates';
import type { DaySummary } from './dayModel';
import { CELL_PRIORITY, STATUS_LABELS } from './statusLabels';
import { StatusIcon } from './StatusIcon';
import { DrawnText } from '../../../app/labels/DrawnText';

type Props = {
  /** YYYY-MM */
  month: string;
  selected: string;
  days: ReadonlyMap<string, DaySummary>;
  onMonthChange: (month: string) => void;
  onSelect: (day: string) => void;
};

const total = (s: DaySummary | undefined) => {
  let n = 0;
  for (const v of s?.values() ?? []) n += v;
  return n;
};

/**
 * The month as a grid of days. A phone cannot show a column per person, so each day shows its
 * most pressing status as an icon and how many rows it holds; its label reads every status
 * with its count, and tapping it lists the day's rows below.
 */
export function PlanningMonthGrid({ month, selected, days, onMonthChange, onSelect }: Props) {
  const { t, i18n } = useLingui();
  const first = (s: DaySummary | undefined) => CELL_PRIORITY.find((p) => (s?.get(p) ?? 0) > 0);
  // Month and weekday names in the reader's language (Mantine's own default is English).
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
        getDayProps={(date) => {
          const summary = days.get(date);
          const parts = CELL_PRIORITY.filter((p) => (summary?.get(p) ?? 0) > 0).map(
            (p) => `${summary!.get(p)} ${i18n._(STATUS_LABELS[p])}`,
          );
          const day = formatLongDay(date);
          return {
            selected: date === selected,
            onClick: () => onSelect(date),
            'aria-label': parts.length ? `${day}: ${parts.join(', ')}` : day,
            // Day, icon and count need about 53 px: at 56 with the day's own line height the
            // count sat on the selected day's bottom edge.
            style: { height: 60, alignItems: 'flex-start', paddingTop: 4 },
          };
        }}
        renderDay={(date) => {
          const summary = days.get(date);
          const status = first(summary);
          const n = total(summary);
          return (
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
              <span style={{ lineHeight: 1.2 }}>{dayjs(date).date()}</span>
              {status && <StatusIcon status={status} size={12} />}
              {n > 0 && (
                <Text component="span" size="10px" lh={1}>
                  {/* Said by the day's aria-label. */}
                  <DrawnText text={String(n)} />
                </Text>
              )}
            </div>
          );
        }}
      />
    </DatesProvider>
  );
}
