import bcrypt from 'bcryptjs';

// Cost 10 (about 0.1 s per check with bcryptjs): slow enough to make offline guessing costly.
// The seed hashes the shared demo passwords once per process (seed.ts), so test boots and
// resets do not pay it for every person.
export const PASSWORD_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, PASSWORD_COST);

let dummy: Promise<string> | null = null;

/**
 * Checks a password; with no hash (unknown login, account without a password yet) it still
 * compares against a dummy hash of the same cost, so the answer takes as long either way and
 * its timing does not tell who has an account.
 */
export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummy ??= hashPassword('crewhub-no-such-account');
  await bcrypt.compare(password, await dummy);
  return false;
}

/** Hashes made at a lower cost (before issue 11) are replaced at the next successful login. */
export function needsRehash(hash: string): boolean {
  try {
    return bcrypt.getRounds(hash) < PASSWORD_COST;
  } catch {
    return false;
  }
}
