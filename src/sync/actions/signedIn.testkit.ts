import { db } from '../../db/db';

/**
 * The action tests' start: an empty device with `ownerId` logged in. Actions read only the
 * owner from the session; pass a real `token` where the code decodes it.
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
