import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Project } from '../../../db/db';
import type { EntityFlag } from '../../../db/hooks';
import { formatDayRange } from '../../../lib/dates';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import { ProgressiveList } from '../../../app/lists/ProgressiveList';
import { isLocalProject } from '../../../sync/actions/projectCreate';
import rows from '../../../app/lists/LinkRows.module.css';
import classes from './ProjectRows.module.css';

type Props = { projects: Project[]; flags: ReadonlyMap<number, EntityFlag> };

/** A row's first guess before it is measured: three lines of text and the padding. */
const ROW_ESTIMATE = 84;

/** Up to 1000 projects as a virtual list (issue 13: a filter or keystroke within 50 ms). */
export function ProjectRows({ projects, flags }: Props) {
  return (
    <ProgressiveList items={projects} estimate={ROW_ESTIMATE} itemClassName={rows.item}>
      {(project) => <ProjectRow project={project} flag={flags.get(project.id)} />}
    </ProgressiveList>
  );
}

function ProjectRow({ project, flag }: { project: Project; flag: EntityFlag | undefined }) {
  const local = isLocalProject(project);
  // Plain elements styled by ProjectRows.module.css: a filter switch or a keystroke redraws
  // every row on screen, and as Mantine components they took most of the 50 ms budget.
  const body = (
    <>
      <span className={rows.head}>
        <span className={classes.title}>
          {local ? <Trans>New project</Trans> : project.number} · {project.name}
        </span>
        <span className={rows.badges}>
          <StatusBadge status={project.status} />
          <PendingBadge flag={flag ?? (local ? 'pending' : undefined)} />
        </span>
      </span>
      <span className={rows.line}>
        {project.company}
        {project.clientMark ? ` · ${project.clientMark}` : ''}
      </span>
      <span className={rows.dim}>
        {formatDayRange(project.beginDate, project.endDate)}
        {project.closed ? <Closed /> : null}
      </span>
    </>
  );
  // A project the server has not answered yet has no number to open: it opens once it has.
  if (local) {
    return (
      <div className={rows.link} aria-label={project.name}>
        {body}
        <span className={rows.dim}>
          <Trans>It opens once the server has it.</Trans>
        </span>
      </div>
    );
  }
  return (
    <Link to="/projects/$number" params={{ number: project.number }} className={rows.link}>
      {body}
    </Link>
  );
}

function Closed(): ReactNode {
  return (
    <>
      {' · '}
      <Trans>Closed</Trans>
    </>
  );
}

/** SPEC §4's project states, as the projects calendar names them. */
function StatusBadge({ status }: { status: Project['status'] }) {
  const { t } = useLingui();
  const label = {
    confirmed: t`Confirmed`,
    quoted: t`Project quoted`,
    designClient: t`Design client`,
  }[status];
  const color = { confirmed: 'green', quoted: 'yellow', designClient: 'blue' }[status];
  return (
    <span className={classes.badge} data-color={color}>
      {label}
    </span>
  );
}
