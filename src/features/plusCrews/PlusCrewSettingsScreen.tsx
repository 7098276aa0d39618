import { PendingScreen } from '../../app/PendingScreen';

// Placeholder of the issue-15/16 base: the slice that owns this folder replaces the body.
export function PlusCrewSettingsScreen(_props: { number: string }) {
  return <PendingScreen />;
}
