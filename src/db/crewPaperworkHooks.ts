import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CrewChiefSheet, type DeliveryNote, type OutboxRecord, type SignOff } from './db';
import { sessionOwnerId, worstFlag, type EntityFlag } from './outboxQueries';

/** A crew's delivery note; null when the job pack does not hold it, undefined while loading. */
export function useDeliveryNote(crewId: number): DeliveryNote | null | undefined {
  return useLiveQuery(async () => (await db.deliveryNotes.get(crewId)) ?? null, [crewId]);
}

export function useCrewChiefSheet(crewId: number): CrewChiefSheet | null | undefined {
  return useLiveQuery(async () => (await db.crewChiefSheets.get(crewId)) ?? null, [crewId]);
}

export function useSignOff(crewId: number): SignOff | null | undefined {
  return useLiveQuery(async () => (await db.signOffs.get(crewId)) ?? null, [crewId]);
}

/** A change to one entity the server has not confirmed: its kind and where it stands. */
export type OpenStep = Pick<OutboxRecord, 'id' | 'kind' | 'state' | 'lastError' | 'lastErrorCode'>;

/**
 * The waiting changes of one entity, oldest first, so a screen can say per step whether it
 * only happened on this device ("Signed on this device") or reached the server.
 */
export async function openSteps(table: string, id: number): Promise<OpenStep[]> {
  const [rows, owner] = await Promise.all([
    db.outbox.where('entityKey').equals(`${table}:${id}`).toArray(),
    sessionOwnerId(),
  ]);
  // Another person's kept changes are theirs alone (see sessionOwnerId).
  return rows
    .filter((r) => r.state !== 'done' && r.ownerId === owner)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map(({ id: rid, kind, state, lastError, lastErrorCode }) => ({
      id: rid,
      kind,
      state,
      lastError,
      lastErrorCode,
    }));
}

export type SignOffOutbox = { flag: EntityFlag | undefined; open: OpenStep[] };

/**
 * A sign-off's waiting steps and the badge they make. The sign-off screen reads this after the
 * row (useReadAfter), so a confirmation made here never shows as sent for a moment.
 */
export async function signOffOutbox(crewId: number): Promise<SignOffOutbox> {
  const open = await openSteps('signOffs', crewId);
  return { flag: worstFlag(open.map((s) => s.state)), open };
}
