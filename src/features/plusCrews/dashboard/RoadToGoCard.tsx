import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { hasFigures, type CumulativeRow } from './dashboardSeries';
import { FigureCard } from './FigureCard';
import { MonthLineChart } from './MonthLineChart';
import type { FigureFormat } from './figureFormat';
import type { RoadToGo } from './plusCrewFormulas';

type Props = { road: RoadToGo; rows: CumulativeRow[]; fmt: FigureFormat };

/** Road to go: the target turnover minus the actual to date, in total and per day left. */
export function RoadToGoCard({ road: r, rows, fmt }: Props) {
  const { t } = useLingui();
  const target = fmt.money(r.targetTotal);
  const toGo = fmt.money(r.toGo);
  const surplus = fmt.money(r.surplus);
  const perDay = r.perDay === null ? '' : fmt.estimate(r.perDay);
  const days = r.workingDaysLeft;

  const figure = r.targetTotal === 0 ? t`No target` : r.met ? t`Target met` : toGo;
  const summary =
    r.targetTotal === 0
      ? t`No target turnover is set for this month.`
      : r.met
        ? t`The target of ${target} is met, ${surplus} above it.`
        : r.kind === 'past'
          ? t`The month closed ${toGo} short of the target of ${target}.`
          : r.perDay === null
            ? t`${toGo} to go to the target of ${target}, and no working day is left.`
            : plural(days, {
                // One day left reads as the last one, not "the 1 working day left".
                one: `${toGo} to go to the target of ${target}: ${perDay} on the last working day.`,
                other: `${toGo} to go to the target of ${target}: ${perDay} a day over the # working days left.`,
              });

  return (
    <FigureCard
      title={t`Road to go`}
      figure={figure}
      summary={summary}
      chartLabel={t`Chart of the turnover so far against the target turnover, summed day by day. ${summary}`}
      chart={
        hasFigures(rows, ['actual', 'target']) ? (
          <MonthLineChart
            rows={rows}
            money={fmt.money}
            series={[
              { name: 'actual', label: t`Turnover`, color: 'blue.6' },
              {
                name: 'target',
                label: t`Target turnover`,
                color: 'teal.6',
                strokeDasharray: '4 4',
              },
            ]}
          />
        ) : null
      }
    />
  );
}
