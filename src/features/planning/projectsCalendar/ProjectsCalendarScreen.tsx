import { PendingScreen } from '../../../app/PendingScreen';

/** Placeholder owned by issue 14's (lists) slice; it replaces this body. */
export function ProjectsCalendarScreen() {
  return <PendingScreen />;
}
