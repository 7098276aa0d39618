/** A wait that took longer than it may: the caller says why in words. */
export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/**
 * `promise`, or a TimeoutError after `ms`: for steps that can hang with no answer at all (a
 * browser's push service out of reach spins for about 15 s). The step itself is not stopped;
 * its late answer is ignored.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
