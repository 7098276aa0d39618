import { addToast, expires, removeToast, type Toast, type ToastRequest } from './toastQueue';

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const l of listeners) l();
}

export function showToast(request: ToastRequest): void {
  const result = addToast(toasts, request, nextId);
  if (!result.added) return;
  nextId += 1;
  toasts = result.list;
  if (expires(result.toast)) {
    timers.set(
      result.toast.id,
      setTimeout(() => dismissToast(result.toast.id), result.toast.timeMs),
    );
  }
  emit();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = removeToast(toasts, id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}
