import { postCrewItemChangesSeen } from '../../api/crewItemChanges';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/db';
import { withFreshToken } from '../../session/pageRefresh';
import { setOnline } from '../online';

/**
 * Marks a crew item's changes seen up to change `upTo`, for this person.
 *
 * Not an outbox action, on purpose: "seen" is the person's own reading mark, never in
 * conflict with anyone (the server only moves it forward) and nothing to list, undo or
 * resolve on the outbox screen. It is stored locally first, so the mark clears at once, also
 * offline, and sent with a plain POST now when online, or later by the live poller (which
 * sends what is still unsent on every tick).
 */
export async function markChangesSeen(crewItemIds: readonly number[], upTo: number): Promise<void> {
  await db.transaction('rw', db.changeSeen, async () => {
    const stored = await db.changeSeen.bulkGet([...crewItemIds]);
    await db.changeSeen.bulkPut(
      crewItemIds.map((crewItemId, i) => ({
        crewItemId,
        upTo: Math.max(upTo, stored[i]?.upTo ?? 0),
        sent: false,
      })),
    );
  });
  await sendSeen();
}

let sending: Promise<void> | null = null;

/** Sends every unsent "seen" mark, grouped by the change id they reach; one pass at a time. */
export function sendSeen(): Promise<void> {
  sending ??= (async () => {
    try {
      const unsent = (await db.changeSeen.toArray()).filter((r) => !r.sent);
      const byUpTo = new Map<number, number[]>();
      for (const r of unsent) byUpTo.set(r.upTo, [...(byUpTo.get(r.upTo) ?? []), r.crewItemId]);
      for (const [upTo, ids] of byUpTo) {
        await withFreshToken((token) => postCrewItemChangesSeen(token, { crewItemIds: ids, upTo }));
        // Only rows still at that mark: one moved further meanwhile waits for the next pass.
        await db.changeSeen
          .where('crewItemId')
          .anyOf(ids)
          .filter((r) => r.upTo === upTo)
          .modify({ sent: true });
      }
    } catch (error) {
      // Offline: kept unsent for the next tick. Anything else too; the mark is local anyway.
      if (error instanceof NetworkError) setOnline(false);
    } finally {
      sending = null;
    }
  })();
  return sending;
}
