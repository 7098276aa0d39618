export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 300_000;

/**
 * How long a record waits before its next try (settle.ts): from 1 s doubling per attempt, at
 * most 5 min, with ±50 % jitter so a crowd of phones coming back online does not hit the
 * server in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = base * (0.5 + random());
  return Math.min(BACKOFF_MAX_MS, Math.round(jittered));
}
