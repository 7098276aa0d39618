import { fetchCrewBooking } from '../api/projectCrews';
import type { CrewBooking } from '../api/schemas/projectCrews';
import { db } from '../db/db';
import { openOutboxRecords } from '../db/outboxQueries';
import { normaliseLoginTypes } from '../session/loginTypes';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { requestPull } from './scheduler';
import { detailFailure } from './detailFailure';

/** How often an open project's crews are pulled again: the chief's check-ins show by then. */
export const PROJECT_CREWS_INTERVAL_MS = 30_000;

/** Syncstate name of one project's crews (LastSynced reads it). */
export const projectCrewsResource = (number: string) => `projectCrews:${number}`;

async function heldItemIds(): Promise<Set<number>> {
  const open = await openOutboxRecords();
  return new Set(
    open.filter((r) => r.entity?.table === 'projectCrewItems').map((r) => r.entity!.id),
  );
}

/**
 * Stores one project's crews and crew items in ONE transaction: what the server returns
 * replaces the local rows, what it no longer returns goes, and items with a change still
 * waiting in the outbox stay as the planner sees them (as the pull engine does per table).
 */
export async function storeCrewBooking(number: string, booking: CrewBooking): Promise<void> {
  const heldAtStart = await heldItemIds();
  await db.transaction(
    'rw',
    [db.projectCrews, db.projectCrewItems, db.outbox, db.syncState, db.session],
    async () => {
      const held = new Set([...heldAtStart, ...(await heldItemIds())]);
      const oldCrews = await db.projectCrews.where('projectNumber').equals(number).primaryKeys();
      const crewIds = [...new Set([...oldCrews, ...booking.crews.map((c) => c.id)])];
      const before = new Map(
        (await db.projectCrewItems.where('crewId').anyOf(crewIds).toArray()).map((i) => [i.id, i]),
      );
      const keepCrews = new Set(booking.crews.map((c) => c.id));
      await db.projectCrews.bulkDelete(oldCrews.filter((id) => !keepCrews.has(id)));
      await db.projectCrews.bulkPut(booking.crews);
      const keep = new Set(booking.items.map((i) => i.id));
      // Items made offline (negative ids) wait for their answer; never dropped by a pull.
      const stale = [...before.keys()].filter((id) => id > 0 && !keep.has(id) && !held.has(id));
      await db.projectCrewItems.bulkDelete(stale);
      await db.projectCrewItems.bulkPut(
        booking.items.filter((i) => {
          const stored = before.get(i.id);
          return !held.has(i.id) && !(stored && stored.version > i.version);
        }),
      );
      await db.syncState.put({
        resource: projectCrewsResource(number),
        lastSyncedAt: Date.now(),
        state: 'idle',
        lastError: null,
      });
    },
  );
}

/**
 * Pulls a project's crews when it is opened and on the interval while it stays open; for a
 * planner also the bookable people's availability (the booking check then runs offline). The screen keeps reading its tables whatever this answers.
 */
export async function refreshProjectCrews(
  number: string,
  options: { people: boolean } = { people: true },
): Promise<DetailOutcome> {
  const session = getSession();
  if (session.status !== 'authenticated') return 'failed';
  const planner = normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  try {
    const booking = await withFreshToken((token) => fetchCrewBooking(token, number));
    await storeCrewBooking(number, booking);
    // The people and their availability, as the copy check reads them too; a failure here
    // leaves the table as it was (the server checks again when the booking arrives).
    if (planner && options.people) await requestPull({ names: ['personAvailabilities'] });
    return 'fresh';
  } catch (error) {
    return detailFailure(error);
  }
}
