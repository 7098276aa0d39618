import { BarChart } from '@mantine/charts';
import { useLingui } from '@lingui/react/macro';
import { axisTo, dayTicks, hasFigures, type SpeedRow } from './dashboardSeries';
import { FigureCard } from './FigureCard';
import type { FigureFormat } from './figureFormat';
import type { TeamSpeed } from './plusCrewFormulas';

type Props = { speed: TeamSpeed; turnoverToDate: number; rows: SpeedRow[]; fmt: FigureFormat };

/** Team speed: turnover per worked hour, against the target's turnover per worked hour. */
export function TeamSpeedCard({ speed: s, turnoverToDate, rows, fmt }: Props) {
  const { t } = useLingui();
  const turnover = fmt.money(turnoverToDate);
  const hours = fmt.hours(s.hoursToDate);
  const speed = s.speed === null ? '' : fmt.perHour(s.speed);
  const targetSpeed = s.targetSpeed === null ? '' : fmt.perHour(s.targetSpeed);
  const share = s.ratio === null ? '' : fmt.percent(s.ratio);

  const figure = s.speed === null ? t`No hours yet` : t`${speed} per hour`;
  const summary =
    s.speed === null
      ? t`No worked hours are entered for this month yet, so there is no speed.`
      : s.targetSpeed === null
        ? t`${turnover} turnover in ${hours} worked hours.`
        : t`${turnover} turnover in ${hours} worked hours. The target asks ${targetSpeed} per hour: the team works at ${share} of it.`;

  return (
    <FigureCard
      title={t`Team speed`}
      figure={figure}
      summary={summary}
      chartLabel={t`Chart of the turnover per worked hour, day by day, against the target's speed. ${summary}`}
      chart={
        hasFigures(rows, ['speed']) ? (
          <BarChart
            h={180}
            data={rows}
            dataKey="day"
            valueFormatter={fmt.perHour}
            xAxisProps={{ ticks: dayTicks(rows), interval: 0 }}
            yAxisProps={{ width: 72, domain: axisTo(s.targetSpeed) }}
            series={[{ name: 'speed', label: t`Turnover per hour`, color: 'violet.6' }]}
            referenceLines={
              s.targetSpeed === null
                ? []
                : [{ y: s.targetSpeed, label: t`Target speed`, color: 'red.6' }]
            }
          />
        ) : null
      }
    />
  );
}
