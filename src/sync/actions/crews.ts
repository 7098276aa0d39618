import type { CrewMember } from '../../api/schemas/crews';
import {
  nextSiteStatus,
  type SiteEventKind,
  type SiteEventMethod,
} from '../../api/schemas/crewSiteRules';
import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { siteEventOnSignOff } from './signOffSite';
import { snapshotRow } from '../outbox/undo';

export type GeoFix = { latitude: number; longitude: number; accuracy: number };

export type SiteEventOptions = {
  method: SiteEventMethod;
  /** The phone's position when permitted, else null (the event is still recorded). */
  fix: GeoFix | null;
  /** Device time of the event; now by default. */
  at?: Date;
};

/**
 * Records one pre-call, check-in, check-out or no-show for each given member, as far as the
 * state rules allow (members for whom it is not allowed are skipped). Each member's status
 * changes at once (pending) and one outbox record per member waits, all in ONE transaction.
 * The records name the member's entity, so one member's events replay in order (FIFO), each
 * on the version the previous answer gave. Answers the ids that were recorded.
 */
export async function recordSiteEvent(
  memberIds: number[],
  kind: SiteEventKind,
  options: SiteEventOptions,
): Promise<number[]> {
  const deviceTime = (options.at ?? new Date()).toISOString();
  const done: number[] = [];
  const tables = [db.session, db.crewMembers, db.outbox, db.signOffs, db.deliveryNotes];
  await db.transaction('rw', tables, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    for (const id of memberIds) {
      const member = await db.crewMembers.get(id);
      const next = member ? nextSiteStatus(member.siteStatus, kind) : null;
      if (!member || !next) continue;
      // The event also moves the sign-off's proposal and the note's hours (signOffSite.ts):
      // a discard puts those back too.
      const derived = [
        await snapshotRow('signOffs', member.crewId),
        await snapshotRow('deliveryNotes', member.crewId),
      ].filter((u) => u.row !== null);
      await db.outbox.add(
        outboxRecord(session.ownerId, {
          kind: `crewMember.${kind}`,
          method: 'POST',
          path: `/projectCrewItems/${id}/siteEvents`,
          body: {
            kind,
            deviceTime,
            latitude: options.fix?.latitude ?? null,
            longitude: options.fix?.longitude ?? null,
            accuracy: options.fix?.accuracy ?? null,
            method: options.method,
          },
          entity: { table: 'crewMembers', id },
          baseVersion: member.version,
          undo: [{ table: 'crewMembers', id, row: member }, ...derived],
        }),
      );
      await db.crewMembers.update(id, { siteStatus: next });
      // Issue 12: the sign-off's proposed hours follow the check-in and check-out at once.
      await siteEventOnSignOff(member.crewId, id, kind, deviceTime);
      done.push(id);
    }
  });
  if (done.length) notifyEnqueued();
  return done;
}

/**
 * The chief rates a member (1–5 on one rating type): shown at once, queued offline. The
 * last rating per type wins, so no If-Match; the same entity keeps it in line with check-ins.
 */
export async function rateCrewMember(
  memberId: number,
  ratingTypeId: number,
  value: number,
): Promise<void> {
  await db.transaction('rw', db.session, db.crewMembers, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const member = await db.crewMembers.get(memberId);
    if (!member) throw new Error('Crew member not found');
    const ratings: CrewMember['ratings'] = [
      ...member.ratings.filter((r) => r.ratingTypeId !== ratingTypeId),
      { ratingTypeId, value },
    ].sort((a, b) => a.ratingTypeId - b.ratingTypeId);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'crewMember.rate',
        method: 'POST',
        path: `/projectCrews/${member.crewId}/projectCrewItemRatings`,
        body: { crewItemId: memberId, ratingTypeId, value },
        entity: { table: 'crewMembers', id: memberId },
        baseVersion: null,
        undo: [{ table: 'crewMembers', id: memberId, row: member }],
      }),
    );
    await db.crewMembers.update(memberId, { ratings });
  });
  notifyEnqueued();
}

export { canRecord, refusalOf } from '../../api/schemas/crewSiteRules';
export type { SiteEventKind, SiteEventMethod } from '../../api/schemas/crewSiteRules';
