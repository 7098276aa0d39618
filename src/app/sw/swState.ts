type Listener = () => void;
export type SwState = { updateReady: boolean; apply: (() => void) | null };

let state: SwState = { updateReady: false, apply: null };
const listeners = new Set<Listener>();

export function setSwState(next: SwState): void {
  state = next;
  for (const l of listeners) l();
}
export const getSwState = (): SwState => state;
export function subscribeSw(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
