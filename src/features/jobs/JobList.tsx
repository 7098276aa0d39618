import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Job } from '../../db/db';
import type { EntityFlag } from '../../db/hooks';
import { formatDay } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import classes from './JobList.module.css';

type Props = { jobs: Job[]; flags: Map<number, EntityFlag> };

/** Plain list markup: a thousand rows must render in milliseconds (issue 3, P1). */
export function JobList({ jobs, flags }: Props) {
  return (
    <ul className={classes.list}>
      {jobs.map((job) => (
        <li key={job.id} className={classes.item}>
          <UnstyledButton component={Link} to={`/jobs/${job.id}`} className={classes.link}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {formatDay(job.startDate)} · {job.startTime}–{job.endTime}
              </Text>
              <Group gap={4} wrap="nowrap">
                {job.isCrewChief && (
                  <Badge size="xs" variant="light">
                    <Trans>Crew chief</Trans>
                  </Badge>
                )}
                <PendingBadge flag={flags.get(job.id)} />
              </Group>
            </Group>
            <Text size="sm">{job.projectName}</Text>
            <Text size="xs" c="dimmed">
              {job.functionName}
              {job.city ? ` · ${job.city}` : ''}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
