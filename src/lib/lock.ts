/**
 * Falls back to an in-process queue per name where Web Locks are missing (old browsers,
 * tests). Per name: the outbox replay refreshes the token (another lock) while it holds its own.
 */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while holding the named Web Lock, so the page, other tabs and the service
 * worker never replay (or refresh the token) at the same time. `ifAvailable`: skip (null) when someone else holds it.
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
  const tail = tails.get(name) ?? Promise.resolve();
  const run = tail.then(task, task);
  tails.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
