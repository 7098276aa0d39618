import { db } from '../../db/db';

const OPEN = ['pending', 'sending', 'failed', 'conflict'];

/** How many changes of this owner have not reached the server. */
export async function openCount(ownerId: string): Promise<number> {
  return (await db.outbox.where('ownerId').equals(ownerId).toArray()).filter((r) =>
    OPEN.includes(r.state),
  ).length;
}

/** Logout: done records go; open ones stay unless the owner discards them. */
export async function clearOwnerOutbox(ownerId: string, discardOpen: boolean): Promise<void> {
  await db.outbox
    .where('ownerId')
    .equals(ownerId)
    .filter((r) => discardOpen || !OPEN.includes(r.state))
    .delete();
}

export async function currentOwnerId(): Promise<string | null> {
  return (await db.session.get('current'))?.ownerId ?? null;
}
