import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settlesAfter = <T>(ms: number, value: T | Error) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => (value instanceof Error ? reject(value) : resolve(value)), ms),
    );

  it.each<[string, number, string | Error, string | typeof TimeoutError | Error]>([
    ['an answer in time', 100, 'ok', 'ok'],
    ['a refusal in time', 100, new Error('refused'), new Error('refused')],
    ['no answer in time', 5_000, 'late', TimeoutError],
    ['a refusal too late', 5_000, new Error('refused'), TimeoutError],
  ])('%s', async (_, after, outcome, expected) => {
    const result = withTimeout(settlesAfter(after, outcome), 1_000);
    const settled = result.then(
      (v) => v,
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(6_000);
    const got = await settled;
    if (expected === TimeoutError) expect(got).toBeInstanceOf(TimeoutError);
    else expect(got).toEqual(expected);
  });
});
