import { useLingui } from '@lingui/react/macro';
import { axisTo, hasFigures, type CumulativeRow } from './dashboardSeries';
import { FigureCard } from './FigureCard';
import { MonthLineChart } from './MonthLineChart';
import type { FigureFormat } from './figureFormat';
import type { BonusForecast } from './plusCrewFormulas';

type Props = {
  forecast: BonusForecast;
  /** The crew's Target Border and Team Bonus; null when the crew has none set. */
  border: number | null;
  bonus: number | null;
  rows: CumulativeRow[];
  fmt: FigureFormat;
};

/** Bonus forecast: the month's turnover projected from the run rate, against the border. */
export function BonusForecastCard({ forecast: f, border, bonus, rows, fmt }: Props) {
  const { t } = useLingui();
  const turnover = fmt.money(f.turnoverToDate);
  const projected = f.projected === null ? '' : fmt.estimate(f.projected);
  const borderText = border === null ? '' : fmt.money(border);
  const bonusText = bonus === null ? '' : fmt.money(bonus);
  const rate = f.runRate === null ? '' : fmt.estimate(f.runRate);
  const earns = f.bonus !== null && f.bonus > 0;

  const figure =
    f.kind === 'future' ? t`Not started` : f.projected === null ? t`Not yet` : projected;
  const noBorder = t`No target border is set for this crew.`;
  const summary =
    f.kind === 'future'
      ? border === null
        ? noBorder
        : t`This month has not started. The target border is ${borderText}.`
      : f.projected === null
        ? t`No turnover entered yet this month: the forecast starts after the first working day.`
        : border === null
          ? f.kind === 'past'
            ? t`The month closed at ${turnover}. ${noBorder}`
            : t`At ${rate} per working day the month ends near ${projected}. ${noBorder}`
          : f.kind === 'past'
            ? earns
              ? t`The month closed at ${turnover}, above the target border of ${borderText}: the team earned its bonus of ${bonusText}.`
              : t`The month closed at ${turnover}, below the target border of ${borderText}: no team bonus.`
            : f.borderMet
              ? t`The turnover of ${turnover} has passed the target border of ${borderText}: the team bonus of ${bonusText} is earned.`
              : earns
                ? t`At ${rate} per working day the month ends near ${projected}, above the target border of ${borderText}: a team bonus of ${bonusText}.`
                : t`At ${rate} per working day the month ends near ${projected}, below the target border of ${borderText}: no team bonus yet.`;

  return (
    <FigureCard
      title={t`Bonus forecast`}
      figure={figure}
      summary={summary}
      chartLabel={t`Chart of the turnover so far and its projection against the target border. ${summary}`}
      chart={
        hasFigures(rows, ['actual', 'projected']) ? (
          <MonthLineChart
            rows={rows}
            money={fmt.money}
            yDomain={axisTo(border)}
            series={[
              { name: 'actual', label: t`Turnover`, color: 'blue.6' },
              { name: 'projected', label: t`Forecast`, color: 'gray.6', strokeDasharray: '5 5' },
            ]}
            referenceLines={
              border === null ? [] : [{ y: border, label: t`Target border`, color: 'red.6' }]
            }
          />
        ) : null
      }
    />
  );
}
