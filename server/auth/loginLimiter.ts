export type LoginLimits = {
  /** Failed logins per account (or guest number) within the window before 429. */
  perAccount: number;
  /**
   * Failed logins per client address within the window. Higher than per account: a venue's
   * Wi-Fi or a mobile carrier puts many crew members behind one address.
   */
  perAddress: number;
  windowSeconds: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 10,
  perAddress: 50,
  windowSeconds: 15 * 60,
};

export function loginLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const positive = (raw: string | undefined, fallback: number) => {
    const n = Number(raw);
    return raw && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    perAccount: positive(env.CREWHUB_LOGIN_MAX_FAILURES, DEFAULT_LOGIN_LIMITS.perAccount),
    perAddress: positive(
      env.CREWHUB_LOGIN_MAX_FAILURES_PER_ADDRESS,
      DEFAULT_LOGIN_LIMITS.perAddress,
    ),
    windowSeconds: positive(env.CREWHUB_LOGIN_WINDOW_SECONDS, DEFAULT_LOGIN_LIMITS.windowSeconds),
  };
}

export type LoginLimiter = {
  /** Seconds until the next try is allowed, or 0 when none of the keys is blocked. */
  retryAfter(keys: LimiterKeys): number;
  fail(keys: LimiterKeys): void;
  /** A correct password clears the account's failures (not the address's). */
  succeed(account: string): void;
  clear(): void;
};

export type LimiterKeys = { account: string; address: string };

// Far more keys than a real tenant has accounts: past it, the oldest entries are dropped, so a
// flood of made-up logins cannot grow the map without bound.
const MAX_KEYS = 50_000;

/**
 * Failure counts per account and per address, kept in memory. Why not in the database: the state
 * lives 15 minutes, a failing-login flood must not turn into database writes, and a restart
 * (which forgets it) is rare and gives at most one more window. A deployment with several server
 * processes counts per process; the limits then apply per process.
 */
export function loginLimiter(limits: LoginLimits, now: () => number = Date.now): LoginLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  const waitFor = (key: string, max: number): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    // Blocked until enough of the failures have left the window to allow one more try.
    const freeAt = times[times.length - max]! + windowMs;
    return Math.max(1, Math.ceil((freeAt - now()) / 1000));
  };
  const record = (key: string, max: number) => {
    const times = recent(key);
    times.push(now());
    failures.delete(key); // re-insert: the Map's order is then oldest-touched first
    failures.set(key, times.slice(-max));
    if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
  };

  return {
    retryAfter: ({ account, address }) =>
      Math.max(
        waitFor(`account:${account}`, limits.perAccount),
        waitFor(`address:${address}`, limits.perAddress),
      ),
    fail: ({ account, address }) => {
      record(`account:${account}`, limits.perAccount);
      record(`address:${address}`, limits.perAddress);
    },
    succeed: (account) => {
      failures.delete(`account:${account}`);
    },
    clear: () => failures.clear(),
  };
}
