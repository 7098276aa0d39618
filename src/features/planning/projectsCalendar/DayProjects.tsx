import { Badge, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useChangedProjects } from '../../../app/changes/useChangedProjects';
import type { Project } from '../../../db/db';
import { formatDayRange } from '../../../lib/dates';
import { isLocalProject } from '../../../sync/actions/projectCreate';
import { useProjectStatusLabels } from './projectStatusLabels';
import { StatusMark } from './StatusMark';
import classes from './ProjectsCalendar.module.css';

/** Rows shown before "Show all": a busy day (a bench month has 150 a day) stays readable. */
const ROWS_SHOWN = 20;

type Props = { projects: readonly Project[]; label: string };

/** One day's projects, each opening /projects/{number}, status in shape, colour and words. */
export function DayProjects({ projects, label }: Props) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const changed = useChangedProjects();
  if (projects.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No projects on this day.</Trans>
      </Text>
    );
  }
  const rows = all ? projects : projects.slice(0, ROWS_SHOWN);
  const hidden = projects.length - rows.length;
  return (
    <>
      <ul className={classes.list} aria-label={label}>
        {rows.map((p) => (
          <li key={p.id}>
            <ProjectRow project={p} changed={changed.has(p.number)} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="subtle"
          className={classes.touch}
          onClick={() => setAll(true)}
          aria-label={t`Show all ${projects.length} projects of this day`}
        >
          <Trans>Show {hidden} more</Trans>
        </Button>
      )}
    </>
  );
}

/**
 * One project. "Has changed" says a crew item of it changed since the person last looked; the
 * project's crews show which one, old -> new, and opening that clears the mark here too.
 */
function ProjectRow({ project, changed }: { project: Project; changed: boolean }) {
  const labels = useProjectStatusLabels();
  const body = (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} className={classes.text}>
          {isLocalProject(project) ? '' : `${project.number} · `}
          {project.name}
        </Text>
        {changed && (
          <Badge size="sm" variant="light" color="orange" style={{ flexShrink: 0 }}>
            <Trans>Has changed</Trans>
          </Badge>
        )}
      </Group>
      {/* One text that wraps as a whole: the status in a column of its own left the company's
          line starting with a stray "·" under it at 390 px. The no-break space keeps the dot
          with the status word. */}
      <Group gap={6} wrap="nowrap" align="flex-start">
        {/* On the first line's middle, however many lines follow. */}
        <Box mt={4} style={{ display: 'flex' }}>
          <StatusMark status={project.status} />
        </Box>
        <Text size="xs" className={classes.text}>
          {labels[project.status]}
          <Text span inherit c="dimmed">
            {'\u00a0'}· {project.company} · {formatDayRange(project.beginDate, project.endDate)}
          </Text>
        </Text>
      </Group>
    </>
  );
  // A project the server has not answered yet has no number to open (as in the list).
  if (isLocalProject(project)) return <div className={classes.row}>{body}</div>;
  return (
    <UnstyledButton component={Link} to={`/projects/${project.number}`} className={classes.row}>
      {body}
    </UnstyledButton>
  );
}
