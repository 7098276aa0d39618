import { db } from '../../db/db';
import { isOpenState } from '../../db/outboxRecord';

/** How many changes of this owner have not reached the server. */
export async function openCount(ownerId: string): Promise<number> {
  return (await db.outbox.where('ownerId').equals(ownerId).toArray()).filter((r) =>
    isOpenState(r.state),
  ).length;
}

/** Logout: done records go; open ones stay unless the owner discards them. */
export async function clearOwnerOutbox(ownerId: string, discardOpen: boolean): Promise<void> {
  await db.outbox
    .where('ownerId')
    .equals(ownerId)
    .filter((r) => discardOpen || !isOpenState(r.state))
    .delete();
}

export { sessionOwnerId as currentOwnerId } from '../../db/outboxQueries';
