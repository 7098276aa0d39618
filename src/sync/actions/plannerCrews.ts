import * as v from 'valibot';
import { CREW_NAME_MAX, pCrewInputSchema, type PCrewInput } from '../../api/schemas/plannerCrews';
import { db, type CrewMembership, type PCrew } from '../../db/db';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { queueDelete } from '../outbox/targets';

// The form checks with the very schema the server parses with (screens do not import api/).
export { CREW_NAME_MAX, pCrewInputSchema };
export { issueField } from '../../api/schemas/issues';
export { BORDERS } from '../../api/schemas/crewBorderRules';
export type { PCrewInput };

/** Whether the crew was made on this device and the server has not answered yet. */
export const isLocalCrew = (crew: Pick<PCrew, 'id'>) => crew.id < 0;

/**
 * Creates a planner crew (membership crew; planners only, SPEC §6): it shows at once with its
 * pending badge and the POST waits in the outbox, in ONE transaction. Throws the schema's
 * ValiError on invalid input, whose issues name the fields.
 */
export async function createPCrew(input: PCrewInput): Promise<number> {
  const valid = v.parse(pCrewInputSchema, input);
  const id = localEntityId();
  await db.transaction('rw', [db.session, db.plannerCrewTypes, db.pCrews, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const type = await db.plannerCrewTypes.get(valid.crewTypeId);
    const row: PCrew = {
      id,
      version: 1,
      name: valid.name,
      crewTypeId: valid.crewTypeId,
      crewTypeName: type?.name ?? null,
    };
    await db.pCrews.add(row);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'pCrew.create',
        method: 'POST',
        path: '/pCrews',
        body: valid,
        entity: { table: 'pCrews', id },
        baseVersion: null,
        undo: [{ table: 'pCrews', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

export type AddMemberResult = 'added' | 'alreadyMember' | 'crewNotSaved';

/**
 * Adds a person to a crew (crewMemberships CREATE): the member shows at once, pending, and
 * the POST waits in the outbox. The person's border comes along from the crew planner's
 * table when it is there. A crew made offline takes members once the server has it (its id
 * goes in the body, which cannot wait for the server's answer as a path can).
 */
export async function addCrewMember(
  crewId: number,
  person: { id: number; name: string },
): Promise<AddMemberResult> {
  if (crewId < 0) return 'crewNotSaved';
  const id = localEntityId();
  const tables = [db.session, db.plannerPersons, db.pCrewMemberships, db.outbox];
  const result = await db.transaction('rw', tables, async (): Promise<AddMemberResult> => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const existing = await db.pCrewMemberships.where('crewId').equals(crewId).toArray();
    if (existing.some((m) => m.personId === person.id)) return 'alreadyMember';
    const known = await db.plannerPersons.get(person.id);
    const row: CrewMembership = {
      id,
      version: 1,
      crewId,
      personId: person.id,
      name: person.name,
      phone: null,
      email: null,
      border: known?.border ?? 'none',
      reasons: known?.reasons ?? [],
    };
    await db.pCrewMemberships.add(row);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'crewMembership.add',
        method: 'POST',
        path: '/plannerCrewMemberships',
        // The name is for the outbox screen's sentence only; the server reads the ids.
        body: { crewId, personId: person.id, name: person.name },
        entity: { table: 'pCrewMemberships', id },
        baseVersion: null,
        undo: [{ table: 'pCrewMemberships', id, row: null }],
      }),
    );
    return 'added';
  });
  if (result === 'added') notifyEnqueued();
  return result;
}

/**
 * Removes a member (crewMemberships DELETE; the screen asks first). One added offline and
 * never sent is simply taken back; otherwise the DELETE waits in the outbox, and discarding it
 * there puts the member back.
 */
export async function removeCrewMember(membershipId: number): Promise<void> {
  await queueDelete(
    'pCrewMemberships',
    '/plannerCrewMemberships',
    membershipId,
    'crewMembership.remove',
  );
}
