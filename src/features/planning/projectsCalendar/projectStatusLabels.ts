import { useLingui } from '@lingui/react/macro';
import type { ProjectStatus } from './projectsCalendarModel';

/**
 * SPEC §4's projects calendar colours. Each status also has its own shape (circle, square,
 * diamond) and its name in words, so colour is never the only cue.
 */
export const STATUS_COLOURS: Record<ProjectStatus, string> = {
  confirmed: 'green',
  quoted: 'yellow',
  designClient: 'blue',
};

export type StatusShape = 'circle' | 'square' | 'diamond';

export const STATUS_SHAPES: Record<ProjectStatus, StatusShape> = {
  confirmed: 'circle',
  quoted: 'square',
  designClient: 'diamond',
};

/** The statuses' names as the projects list badges them (same messages, same words). */
export function useProjectStatusLabels(): Record<ProjectStatus, string> {
  const { t } = useLingui();
  return {
    confirmed: t`Confirmed`,
    quoted: t`Project quoted`,
    designClient: t`Design client`,
  };
}
