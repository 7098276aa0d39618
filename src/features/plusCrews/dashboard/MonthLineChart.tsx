import { LineChart, type LineChartProps } from '@mantine/charts';
import { dayTicks, type CumulativeRow } from './dashboardSeries';

type YDomain = NonNullable<LineChartProps['yAxisProps']>['domain'];

type Props = {
  rows: CumulativeRow[];
  /** The tooltip's figures, in the crew's currency. */
  money: (n: number) => string;
  series: LineChartProps['series'];
  referenceLines?: LineChartProps['referenceLines'];
  /** The value axis's range, when a reference line above the data must stay in view. */
  yDomain?: YDomain;
};

/**
 * The month's turnover summed day by day against a second line (the forecast, the target),
 * as the bonus forecast and road to go cards draw it: no dots, a gap where a series has no
 * figure, a day tick every fifth day and room on the value axis for the amounts.
 */
export function MonthLineChart({ rows, money, series, referenceLines, yDomain }: Props) {
  return (
    <LineChart
      h={180}
      data={rows}
      dataKey="day"
      withDots={false}
      connectNulls={false}
      curveType="linear"
      valueFormatter={money}
      xAxisProps={{ ticks: dayTicks(rows), interval: 0 }}
      // Without a range the axis is the chart's own: no domain key at all, not an undefined one.
      yAxisProps={yDomain ? { width: 72, domain: yDomain } : { width: 72 }}
      series={series}
      referenceLines={referenceLines}
    />
  );
}
