export type RetryOptions = {
  /** Tries after the first one. */
  retries: number;
  firstDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying with a doubling delay; rethrows the last error. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  let delay = options.firstDelayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}
