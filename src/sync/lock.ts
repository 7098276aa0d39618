/** Falls back to an in-process queue where Web Locks are missing (old browsers, tests). */
let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while holding the named Web Lock, so the page, other tabs and the service
 * worker never replay at the same time. `ifAvailable`: skip (null) when someone else holds it.
 */
export async function withLock<T>(
  name: string,
  task: () => Promise<T>,
  options: { ifAvailable?: boolean } = {},
): Promise<T | null> {
  // Both the page's Navigator and the worker's WorkerNavigator carry `locks`.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) {
    return locks.request(
      name,
      { ifAvailable: options.ifAvailable ?? false },
      async (lock: Lock | null) => (lock ? task() : null),
    );
  }
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
