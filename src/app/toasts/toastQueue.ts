export const TOAST_TYPES = ['error', 'success', 'info', 'warning', 'default'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** SPEC §9: 3000 ms by default; warnings and errors stay longer so they can be read. */
export const TOAST_TIMES: Record<ToastType, number> = {
  default: 3000,
  info: 3000,
  success: 3000,
  warning: 5000,
  error: 8000,
};

export type Toast = { id: number; type: ToastType; message: string; timeMs: number };

export type ToastRequest = { type?: ToastType; message: string; timeMs?: number };

/**
 * Adds a toast unless one of the same type and message is already shown (SPEC §4).
 * Returns the new list and the toast that now stands for the request.
 */
export function addToast(
  list: readonly Toast[],
  request: ToastRequest,
  nextId: number,
): { list: Toast[]; toast: Toast; added: boolean } {
  const type = request.type ?? 'default';
  const existing = list.find((t) => t.type === type && t.message === request.message);
  if (existing) return { list: [...list], toast: existing, added: false };
  const toast: Toast = {
    id: nextId,
    type,
    message: request.message,
    timeMs: request.timeMs ?? TOAST_TIMES[type],
  };
  return { list: [...list, toast], toast, added: true };
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** A toast with a time of 0 or less stays until it is clicked. */
export function expires(toast: Toast): boolean {
  return toast.timeMs > 0;
}
