import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { countOutbox, OPEN_STATES } from '../../db/outboxQueries';
import { useReadAfter } from '../../db/withFlags';
import { useJobs, useVacancies } from '../../db/jobsHooks';
import { useVacationRequests } from '../../db/calendarHooks';
import { formatDay, formatDayRange, formatTimeRange, todayIso } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading } from '../../app/frame/DataFrame';
import { JobStatusBadge } from '../../app/labels/JobStatusBadge';
import type { Job } from '../../db/db';
import { dayOfJob, homeJobs } from './homeJobs';
import { homeVacationAnswers } from './homeVacations';
import { VacationAnswerLine } from './VacationAnswerLine';

/**
 * A job's line; on `today` a multi-day job names today and which day it is, not its start;
 * elsewhere it names its first and last day.
 */
function JobLine({ job, today }: { job: Job; today?: string }) {
  const { t } = useLingui();
  const of = today === undefined ? null : dayOfJob(job, today);
  const day =
    today !== undefined && of
      ? `${formatDay(today)} (${t`day ${of.day} of ${of.days}`})`
      : formatDayRange(job.startDate, job.endDate);
  return (
    <li>
      <Anchor component={Link} to={`/jobs/${job.id}`} size="sm">
        {day} · {formatTimeRange(job.startTime, job.endTime)} · {job.projectName}
      </Anchor>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {job.functionName}
          {job.city ? ` · ${job.city}` : ''}
        </Text>
        {/* Home holds jobs still to confirm or requested too: they must not read as confirmed. */}
        {job.status !== 'confirmed' && <JobStatusBadge status={job.status} size="xs" />}
      </Group>
    </li>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 };

/** Home for crew members: today's and next jobs, what waits for them, and the sync state. */
export function HomeCrewSections() {
  const { t } = useLingui();
  const liveJobs = useJobs();
  const liveVacancies = useVacancies();
  const liveVacations = useVacationRequests();
  const rows = useMemo(
    () =>
      liveJobs && liveVacancies && liveVacations
        ? { jobs: liveJobs, vacancies: liveVacancies, vacations: liveVacations }
        : undefined,
    [liveJobs, liveVacancies, liveVacations],
  );
  // A job confirmed offline leaves "to confirm" and waits in the outbox in one transaction:
  // the count is read after the rows, so home never says "Everything is sent" beside it.
  const [read, waiting] = useReadAfter(rows, () => countOutbox(OPEN_STATES), []) ?? [];
  const jobs = read?.jobs;
  const vacancies = read?.vacancies;
  const vacations = read?.vacations;
  const today = todayIso();
  const summary = useMemo(() => homeJobs(jobs ?? [], today), [jobs, today]);
  const answers = useMemo(() => homeVacationAnswers(vacations ?? [], today), [vacations, today]);
  const openVacancies = (vacancies ?? []).filter((v) => !v.applied).length;
  // Until the rows and the count are read, each card shows a spinner one line high where its
  // empty text would be: "No jobs today" or "Everything is sent" before the read is a claim
  // the device has not checked yet.
  const loading = waiting === undefined;

  return (
    <>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Today</Trans>
          </Title>
          {loading ? (
            <DataLoading size="sm" />
          ) : summary.today.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No jobs today</Trans>
            </Text>
          ) : (
            <ul style={listStyle} aria-label={t`Today's jobs`}>
              {summary.today.map((j) => (
                <JobLine key={j.id} job={j} today={today} />
              ))}
            </ul>
          )}
          <Title order={3} size="h5">
            <Trans>Next jobs</Trans>
          </Title>
          {loading ? (
            <DataLoading size="sm" />
          ) : summary.next.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Jobs not found</Trans>
            </Text>
          ) : (
            <ul style={listStyle} aria-label={t`Next jobs`}>
              {summary.next.map((j) => (
                <JobLine key={j.id} job={j} />
              ))}
            </ul>
          )}
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Waiting for you</Trans>
          </Title>
          {loading ? (
            <DataLoading size="sm" />
          ) : summary.toConfirm === 0 && openVacancies === 0 && answers.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Nothing waits for you.</Trans>
            </Text>
          ) : (
            <ul style={listStyle} aria-label={t`Waiting for you`}>
              {summary.toConfirm > 0 && (
                <li>
                  <Anchor component={Link} to="/jobs" hash="to-confirm" size="sm">
                    <Trans>Jobs to confirm: {summary.toConfirm}</Trans>
                  </Anchor>
                </li>
              )}
              {openVacancies > 0 && (
                <li>
                  <Anchor component={Link} to="/vacancies" size="sm">
                    <Trans>Open vacancies: {openVacancies}</Trans>
                  </Anchor>
                </li>
              )}
              {answers.map((v) => (
                <VacationAnswerLine key={v.id} vacation={v} />
              ))}
            </ul>
          )}
        </Stack>
      </Card>

      <Card withBorder>
        <Group justify="space-between" gap="xs">
          <LastSynced resource="jobs" />
          {loading ? (
            <DataLoading size="xs" />
          ) : (
            <Anchor component={Link} to="/outbox" size="sm">
              {waiting > 0 ? (
                <Trans>Changes waiting: {waiting}</Trans>
              ) : (
                <Trans>Everything is sent</Trans>
              )}
            </Anchor>
          )}
        </Group>
      </Card>
    </>
  );
}
