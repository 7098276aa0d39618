import { db, type OutboxRecord } from './db';

/**
 * A test's start: an empty device with `ownerId` logged in. Code under test reads only the
 * owner from the session; pass a real `token` where it decodes it.
 */
export async function freshDeviceSignedIn(ownerId: string, token = 'not-read-here'): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token,
    rights: {},
    mailboxRights: {},
    ownerId,
    savedAt: 0,
  });
}

/** A change of person:1 waiting in the outbox for `entity`, as an action would queue it. */
export function waitingRecord(
  id: string,
  entity: { table: string; id: number },
  over: Partial<OutboxRecord> = {},
): OutboxRecord {
  return {
    id,
    idempotencyKey: `key-${id}`,
    ownerId: 'person:1',
    kind: `${entity.table}.change`,
    method: 'POST',
    path: `/${entity.table}/${entity.id}`,
    body: {},
    entity,
    entityKey: `${entity.table}:${entity.id}`,
    baseVersion: null,
    dependsOn: [],
    undo: [],
    state: 'pending',
    attempts: 0,
    nextTryAt: 0,
    lastError: null,
    createdAt: 0,
    updatedAt: 0,
    ...over,
  };
}
