import { Notification, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dismissToast, getToasts, subscribeToasts } from './toastStore';
import type { ToastType } from './toastQueue';

const COLORS: Record<ToastType, string | undefined> = {
  error: 'red',
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  default: undefined,
};

/** SPEC §4 toasts: removed after their time, or on click. */
export function Toasts() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Stack
      pos="fixed"
      bottom={80}
      left={0}
      right={0}
      px="md"
      gap="xs"
      // Inside ToastRegion's live region, which is already in the page: no live region here.
      style={{ zIndex: 1000, pointerEvents: 'none' }}
    >
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          color={COLORS[toast.type]}
          role={toast.type === 'error' ? 'alert' : 'status'}
          onClick={() => dismissToast(toast.id)}
          onClose={() => dismissToast(toast.id)}
          closeButtonProps={{ 'aria-label': t`Dismiss` }}
          style={{ pointerEvents: 'auto', cursor: 'pointer' }}
        >
          {toast.message}
        </Notification>
      ))}
    </Stack>
  );
}
