import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { dayjs, formatLongDay } from '../../../lib/dates';
import type { DaySummary } from './dayModel';
import { CELL_PRIORITY, STATUS_LABELS } from './statusLabels';
import { StatusIcon } from './StatusIcon';
import { DrawnText } from '../../../app/labels/DrawnText';
import { MonthCalendar, type MonthChoice } from '../../../app/calendar/MonthCalendar';

type Props = MonthChoice & { days: ReadonlyMap<string, DaySummary> };

const total = (s: DaySummary | undefined) => {
  let n = 0;
  for (const v of s?.values() ?? []) n += v;
  return n;
};

// Day, icon and count need about 53 px: at 56 with the day's own line height the count sat
// on the selected day's bottom edge.
const DAY_STYLE = { height: 60, alignItems: 'flex-start', paddingTop: 4 } as const;

/**
 * The month as a grid of days. A phone cannot show a column per person, so each day shows its
 * most pressing status as an icon and how many rows it holds; its label reads every status
 * with its count, and tapping it lists the day's rows below.
 */
export function PlanningMonthGrid({ days, ...choice }: Props) {
  const { i18n } = useLingui();
  const first = (s: DaySummary | undefined) => CELL_PRIORITY.find((p) => (s?.get(p) ?? 0) > 0);
  return (
    <MonthCalendar
      {...choice}
      dayLabel={(date) => {
        const summary = days.get(date);
        const parts = CELL_PRIORITY.filter((p) => (summary?.get(p) ?? 0) > 0).map(
          (p) => `${summary!.get(p)} ${i18n._(STATUS_LABELS[p])}`,
        );
        const day = formatLongDay(date);
        return parts.length ? `${day}: ${parts.join(', ')}` : day;
      }}
      dayStyle={DAY_STYLE}
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
                {/* Said by the day's label (dayLabel). */}
                <DrawnText text={String(n)} />
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}
