import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Project } from '../../../db/db';
import { useProjects } from '../../../db/projectListHooks';
import { DataLoading } from '../../../app/frame/DataFrame';
import { LastSynced } from '../../../app/sync/LastSynced';
import { useLiveChanges } from '../../../sync/live/useLiveChanges';
import { formatDayRange, formatLongDay, formatMonth, todayIso } from '../../../lib/dates';
import { DayProjects } from './DayProjects';
import { MonthGrid } from './MonthGrid';
import {
  daysOf,
  parseCalendarQuery,
  projectsByDay,
  rangeOf,
  stepDate,
  type CalendarQuery,
} from './projectsCalendarModel';
import { StatusLegend } from './StatusLegend';
import { WeekList } from './WeekList';
import classes from './ProjectsCalendar.module.css';

/**
 * /projects-calendar for clients and planners (SPEC §2, §4): the projects of a month or a
 * week, read from the local projects table (the pull already scopes a client to their
 * companies' projects), so switching is instant and works offline. View and day live in the
 * URL.
 */
export function ProjectsCalendarScreen() {
  const { t } = useLingui();
  // While open online, others' changes arrive within seconds and mark their projects.
  useLiveChanges();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const today = todayIso();
  const query = parseCalendarQuery(search, today);
  const projects = useProjects();
  const range = rangeOf(query);
  const { from, to } = range;
  const byDay = useProjectsByDay(projects, from, to);

  const go = (next: CalendarQuery) =>
    void navigate({
      to: '/projects-calendar',
      search: { view: next.view, date: next.date },
      replace: true,
    });

  const month = query.view === 'month';
  const title = month ? formatMonth(query.date) : formatDayRange(range.from, range.to);
  const chosen = formatLongDay(query.date);

  return (
    <Stack gap="sm">
      <LastSynced resource="projects" />
      <SegmentedControl
        aria-label={t`Calendar view`}
        value={query.view}
        onChange={(v) => go({ view: v === 'week' ? 'week' : 'month', date: query.date })}
        data={[
          { value: 'month', label: t`Month` },
          { value: 'week', label: t`Week` },
        ]}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={month ? t`Previous month` : t`Previous week`}
          onClick={() => go({ ...query, date: stepDate(query, -1) })}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Title order={2} size="h4" ta="center" aria-live="polite">
          {title}
        </Title>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={month ? t`Next month` : t`Next week`}
          onClick={() => go({ ...query, date: stepDate(query, 1) })}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      {query.date !== today && (
        <Button
          variant="light"
          className={classes.touch}
          onClick={() => go({ ...query, date: today })}
        >
          <Trans>Today</Trans>
        </Button>
      )}
      <StatusLegend />
      {projects === undefined ? (
        <DataLoading />
      ) : month ? (
        <>
          <MonthGrid
            byDay={byDay}
            selected={query.date}
            onSelect={(day) => go({ ...query, date: day })}
          />
          <Title order={3} size="h5">
            {chosen}
          </Title>
          <DayProjects
            key={query.date}
            projects={byDay.get(query.date) ?? []}
            label={t`Projects of ${chosen}`}
          />
        </>
      ) : (
        <WeekList days={daysOf(range)} byDay={byDay} />
      )}
      {projects?.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>There are no projects on this device yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The days' projects, worked out again only when the table or the range changes. */
function useProjectsByDay(projects: Project[] | undefined, from: string, to: string) {
  return useMemo(() => projectsByDay(projects ?? [], { from, to }), [projects, from, to]);
}
