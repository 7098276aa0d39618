import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Project } from '../../../db/db';
import { formatLongDay } from '../../../lib/dates';
import { DayProjects } from './DayProjects';

type Props = { days: readonly string[]; byDay: Map<string, Project[]> };

/** The week as seven days one below the other: reads on a phone without a grid. */
export function WeekList({ days, byDay }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {days.map((day) => {
        const title = formatLongDay(day);
        return (
          <section key={day} aria-label={title}>
            <Title order={3} size="h5" mb={4}>
              {title}
            </Title>
            <DayProjects projects={byDay.get(day) ?? []} label={t`Projects of ${title}`} />
          </section>
        );
      })}
    </Stack>
  );
}
