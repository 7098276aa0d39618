import { PendingScreen } from '../../../app/PendingScreen';

/** Placeholder owned by issue 14's (todo) slice; it replaces this body. */
export function TodoCalendarScreen() {
  return <PendingScreen />;
}
