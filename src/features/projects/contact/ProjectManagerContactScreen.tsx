import { PendingScreen } from '../../../app/PendingScreen';

/** Base of issue 13: one slice of the issue builds this screen. */
export function ProjectManagerContactScreen(_props: { number: string }) {
  return <PendingScreen />;
}
