import { PendingScreen } from '../../../app/PendingScreen';

/** Placeholder owned by issue 14's (calendar) slice; it replaces this body. */
export function PlanningCalendarScreen() {
  return <PendingScreen />;
}
