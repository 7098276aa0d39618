import { PendingScreen } from '../../app/PendingScreen';

/** Placeholder owned by issue 14's (crews) slice; it replaces this body. */
export function MembershipCrewsScreen() {
  return <PendingScreen />;
}
