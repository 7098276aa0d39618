/**
 * What one answer means for an outbox record (DESIGN.md replay rules), as a pure function so
 * it can be tested as a table. `null` status means no answer at all (network error, timeout).
 */
export type AnswerOutcome =
  | { kind: 'done' }
  | { kind: 'retry' }
  | { kind: 'refresh' }
  | { kind: 'conflict' }
  | { kind: 'failed' };

export function classifyAnswer(status: number | null): AnswerOutcome {
  if (status === null) return { kind: 'retry' };
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 401) return { kind: 'refresh' };
  if (status === 409 || status === 412) return { kind: 'conflict' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  return { kind: 'failed' };
}

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 300_000;

/**
 * From 1 s doubling per attempt, at most 5 min, with ±50 % jitter so a crowd of phones
 * coming back online does not hit the server in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = base * (0.5 + random());
  return Math.min(BACKOFF_MAX_MS, Math.round(jittered));
}
