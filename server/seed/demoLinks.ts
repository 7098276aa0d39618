import { sql, type Db } from '../db/connect';
import { IDS } from './ids';

export type DemoLinks = { welcome: string | null; unsubscribe: string | null };

/**
 * The seeded welcome and unsubscribe links (app paths). Their tokens are random per seed, so the
 * start banner (demo mode) and the test API read them here instead of knowing them.
 */
export async function demoLinks(db: Db): Promise<DemoLinks> {
  const welcome = await db.one<{ token: string }>(sql`SELECT token FROM account_tokens
    WHERE person_id = ${IDS.welcome} AND kind = 'welcome' AND expires_at > now() LIMIT 1`);
  const unsubscribe = await db.one<{ token: string }>(sql`SELECT token FROM unsubscribe_tokens
    WHERE person_id = ${IDS.crew} ORDER BY token LIMIT 1`);
  return {
    welcome: welcome ? `/welcome/${welcome.token}` : null,
    unsubscribe: unsubscribe ? `/unsubscribe/${unsubscribe.token}` : null,
  };
}
