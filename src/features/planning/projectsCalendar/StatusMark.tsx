import type { ProjectStatus } from './projectsCalendarModel';
import { STATUS_COLOURS, STATUS_SHAPES } from './projectStatusLabels';
import classes from './ProjectsCalendar.module.css';

/** A status's coloured shape (the grid's marks, the legend, the rows); decoration only. */
export function StatusMark({ status, size = 10 }: { status: ProjectStatus; size?: number }) {
  return (
    <span
      aria-hidden
      className={`${classes.mark} ${classes[STATUS_SHAPES[status]]}`}
      style={{
        width: size,
        height: size,
        background: `var(--mantine-color-${STATUS_COLOURS[status]}-filled)`,
      }}
    />
  );
}
