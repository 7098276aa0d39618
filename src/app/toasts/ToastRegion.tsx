import { Suspense, useSyncExternalStore } from 'react';
import { lazyOrNothing } from '../lazy/lazyOrNothing';
import { getToasts, subscribeToasts } from './toastStore';

const Toasts = lazyOrNothing(() => import('./Toasts').then((m) => m.Toasts));

/**
 * Where toasts appear (saved, queued, errors: SPEC §4), as a live region that is in the page
 * from the start. Screen readers announce what is added to a region they already know; a
 * region inserted together with its first message (as the lazily loaded toast list was, and
 * again after each time the last toast left) is often read by none of them. The list itself
 * still loads on the first toast.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div aria-live="polite">
      <Suspense fallback={null}>{toasts.length > 0 && <Toasts />}</Suspense>
    </div>
  );
}
