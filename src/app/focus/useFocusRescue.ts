import { useEffect } from 'react';
import { watchFocusRescue } from './focusRescue';

/** Once for the app: a focus lost with its removed control lands on what it acted on. */
export function useFocusRescue(): void {
  useEffect(() => watchFocusRescue(), []);
}
