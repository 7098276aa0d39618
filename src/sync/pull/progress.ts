export type PullProgress = { running: boolean; done: number; total: number };

type Listener = () => void;
let progress: PullProgress = { running: false, done: 0, total: 0 };
const listeners = new Set<Listener>();

export function setPullProgress(next: PullProgress): void {
  progress = next;
  for (const l of listeners) l();
}

export const getPullProgress = (): PullProgress => progress;

export function subscribePullProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
