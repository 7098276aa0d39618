import { Badge } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Job } from '../../db/db';
import type { EntityFlag } from '../../db/hooks';
import { formatShift } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { ProgressiveList } from '../../app/lists/ProgressiveList';
import rows from '../../app/lists/LinkRows.module.css';
import classes from './JobList.module.css';

type Props = { jobs: Job[]; flags: Map<number, EntityFlag>; label: string };

/** A row's first guess before it is measured: three lines of text and the padding. */
const ROW_ESTIMATE = 72;

/**
 * Up to 1000 jobs as a virtual list: only the rows near the screen are drawn, so the offline
 * start shows its first screenful at once (issue 17, P1; a trace showed 1.4 s mounting all).
 */
export function JobList({ jobs, flags, label }: Props) {
  return (
    <ProgressiveList items={jobs} estimate={ROW_ESTIMATE} label={label} itemClassName={rows.item}>
      {(job) => <JobRow job={job} flag={flags.get(job.id)} />}
    </ProgressiveList>
  );
}

function JobRow({ job, flag }: { job: Job; flag: EntityFlag | undefined }) {
  return (
    <Link to="/jobs/$id" params={{ id: String(job.id) }} className={rows.link}>
      <span className={rows.head}>
        <span className={classes.when}>{formatShift(job)}</span>
        <span className={rows.badges}>
          {job.isCrewChief && (
            <Badge size="xs" variant="light">
              <Trans>Crew chief</Trans>
            </Badge>
          )}
          <PendingBadge flag={flag} />
        </span>
      </span>
      <span className={rows.line}>{job.projectName}</span>
      <span className={rows.dim}>
        {job.functionName}
        {job.city ? ` · ${job.city}` : ''}
      </span>
    </Link>
  );
}
