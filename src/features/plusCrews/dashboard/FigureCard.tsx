import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** The figure in large type (the forecast, what is to go, the speed). */
  figure: string;
  /** One or two sentences with every number the chart shows, for everyone and for screen readers. */
  summary: ReactNode;
  /** The chart's description for screen readers (the summary in one line). */
  chartLabel: string;
  /** Null when there is nothing to draw: the summary then stands alone. */
  chart: ReactNode | null;
};

/**
 * One of the dashboard's three figures: its number, the sentences that explain it, and a
 * chart when there is something to draw. The chart is an image to assistive technology (role img + label) because its
 * numbers are already in the text beside it.
 */
export function FigureCard({ title, figure, summary, chartLabel, chart }: Props) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text fz={28} fw={700} lh={1.1}>
          {figure}
        </Text>
        <Text size="sm">{summary}</Text>
        {chart !== null && (
          <div role="img" aria-label={chartLabel}>
            {chart}
          </div>
        )}
      </Stack>
    </Card>
  );
}
