import type { Context } from 'hono';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from './context';
import { apiError } from './errors';
import { checkVersion, ifMatchOf } from './writes';

/**
 * The app's id for the installation a write came from (a random id it keeps in IndexedDB).
 * Not a secret and not trusted for anything but naming "another device" in a conflict.
 */
export const DEVICE_HEADER = 'Device-Id';

/** Who made the change a 412 reports (the app shows it on the conflict sheet). */
export type ChangedBy = {
  personId: number | null;
  name: string | null;
  deviceId: string | null;
  at: string;
};

function deviceOf(c: Context<AppEnv>): string | null {
  const raw = c.req.header(DEVICE_HEADER)?.trim() ?? '';
  // Anything longer is not an id this app made; drop it rather than store it.
  return /^[\w-]{8,64}$/.test(raw) ? raw : null;
}

/**
 * Notes who changed `entity` `id` (a table name), from which device, now. Call in the write's
 * transaction, with the change, so the note never names a change that was rolled back.
 */
export async function noteChange(
  tx: Db,
  c: Context<AppEnv>,
  entity: string,
  id: number,
): Promise<void> {
  const personId = c.get('payload').loginData.personId;
  await tx.run(sql`INSERT INTO row_changes (entity, entity_id, person_id, device_id, changed_at)
    VALUES (${entity}, ${id}, ${personId}, ${deviceOf(c)}, now())
    ON CONFLICT (entity, entity_id) DO UPDATE SET person_id = EXCLUDED.person_id,
      device_id = EXCLUDED.device_id, changed_at = EXCLUDED.changed_at`);
}

/** The last noted change of `entity` `id`, or null when none was noted. */
export async function lastChange(tx: Db, entity: string, id: number): Promise<ChangedBy | null> {
  return tx.one<ChangedBy>(sql`SELECT r.person_id AS "personId", p.name,
      r.device_id AS "deviceId",
      to_char(r.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"
    FROM row_changes r LEFT JOIN persons p ON p.id = r.person_id
    WHERE r.entity = ${entity} AND r.entity_id = ${id}`);
}

/**
 * As checkVersion (writes.ts), for an entity whose changes are noted: a stale If-Match is a
 * 412 `version_conflict` with the current entity AND who changed it last, from where, when.
 * A rule refusing the change is a different answer: 409 with its own code (SPEC errors).
 */
export async function checkNotedVersion(
  c: Context<AppEnv>,
  tx: Db,
  entity: string,
  current: { id: number; version: number },
): Promise<void> {
  const expected = ifMatchOf(c);
  // No If-Match (a PUT is refused for it there), or the right one: as everywhere else.
  if (expected === null || expected === current.version) return checkVersion(c, current);
  throw apiError(412, 'version_conflict', 'This was changed by someone else in the meantime', {
    current,
    changedBy: await lastChange(tx, entity, current.id),
  });
}
