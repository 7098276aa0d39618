import type {
  CrewChiefSheet,
  DeliveryNote,
  PaperworkLine,
  SignOff,
} from '../../src/api/schemas/crewPaperwork';
import { shiftLength } from '../../src/api/schemas/paperworkSteps';
import { totalHours } from '../../src/api/schemas/hoursRules';
import { sql, type Db } from '../db/connect';
import { readAll, type FileStore } from '../files/fileStore';
import { apiError } from '../http/errors';
import { crewById, crewMembers } from './crewQueries';
import { hoursLines, hoursStep, storedHours, type StoredHours } from './crewHours';

/*
 * Reads of the crew chief's paperwork. The rows hold only the state of the steps; the lines
 * come from the crew's members (crewQueries), so they always match the crew screen.
 */

type Head = {
  crewName: string;
  projectNumber: string;
  projectName: string;
  client: string;
  date: string;
  locationName: string | null;
};

async function headOf(db: Db, crewId: number): Promise<Head> {
  const crew = await crewById(db, crewId);
  if (!crew) throw apiError(404, 'not_found', 'Crew not found');
  const location = crew.locationId
    ? await db.one<{ name: string }>(sql`SELECT name FROM locations WHERE id = ${crew.locationId}`)
    : null;
  return {
    crewName: crew.name,
    projectNumber: crew.projectNumber,
    projectName: crew.projectName,
    client: crew.company,
    date: crew.startDate,
    locationName: location?.name ?? null,
  };
}

async function linesOf(db: Db, crewId: number): Promise<PaperworkLine[]> {
  return (await crewMembers(db, crewId)).map((m) => ({
    crewItemId: m.id,
    name: m.name,
    functionName: m.functionName,
    startTime: m.startTime,
    endTime: m.endTime,
    hours: shiftLength(m.startTime, m.endTime),
    phone: m.phone,
  }));
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Makes sure the crew has its three paperwork rows (a crew planned later has none yet). */
export async function ensurePaperwork(db: Db, crewId: number): Promise<void> {
  await db.run(sql`INSERT INTO delivery_notes (crew_id) VALUES (${crewId}) ON CONFLICT DO NOTHING`);
  await db.run(
    sql`INSERT INTO crew_chief_sheets (crew_id) VALUES (${crewId}) ON CONFLICT DO NOTHING`,
  );
  await db.run(sql`INSERT INTO sign_offs (crew_id) VALUES (${crewId}) ON CONFLICT DO NOTHING`);
}

type NoteRow = {
  version: number;
  releaseAgain: boolean;
  status: DeliveryNote['status'];
  releasedAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  sentAt: string | null;
};

export async function deliveryNoteOf(db: Db, crewId: number): Promise<DeliveryNote> {
  await ensurePaperwork(db, crewId);
  const row = (await db.one<NoteRow>(sql`SELECT version, status, released_at AS "releasedAt",
    signed_at AS "signedAt", signer_name AS "signerName", sent_at AS "sentAt",
    release_again AS "releaseAgain" FROM delivery_notes WHERE crew_id = ${crewId}`))!;
  const members = await crewMembers(db, crewId);
  // The hours billed are the sign-off's charged hours, never the planned shift.
  const charged = new Map(
    (await hoursLines(db, crewId, members, await storedHours(db, crewId), await hoursStep(db))).map(
      (h) => [h.crewItemId, h.chargedHours],
    ),
  );
  const lines = members.map((m) => ({
    crewItemId: m.id,
    name: m.name,
    functionName: m.functionName,
    startTime: m.startTime,
    endTime: m.endTime,
    hours: charged.get(m.id) ?? null,
    phone: null,
  }));
  return {
    id: crewId,
    crewId,
    ...(await headOf(db, crewId)),
    lines,
    totalHours: totalHours(lines.map((l) => l.hours)),
    releaseAgain: row.releaseAgain,
    version: row.version,
    status: row.status,
    releasedAt: iso(row.releasedAt),
    signedAt: iso(row.signedAt),
    signerName: row.signerName,
    sentAt: iso(row.sentAt),
  };
}

/** The drawn signature as PNG bytes, from the file store (null before signing). */
export async function signatureOf(
  db: Db,
  files: FileStore,
  crewId: number,
): Promise<Uint8Array | null> {
  const row = await db.one<{ key: string | null }>(
    sql`SELECT signature_key AS key FROM delivery_notes WHERE crew_id = ${crewId}`,
  );
  return row?.key ? readAll(files, row.key) : null;
}

export async function crewChiefSheetOf(db: Db, crewId: number): Promise<CrewChiefSheet> {
  await ensurePaperwork(db, crewId);
  const row = (await db.one<{
    version: number;
    status: CrewChiefSheet['status'];
    releasedAt: string | null;
  }>(sql`SELECT version, status, released_at AS "releasedAt"
    FROM crew_chief_sheets WHERE crew_id = ${crewId}`))!;
  const head = await headOf(db, crewId);
  return {
    id: crewId,
    crewId,
    crewName: head.crewName,
    projectNumber: head.projectNumber,
    projectName: head.projectName,
    date: head.date,
    lines: await linesOf(db, crewId),
    version: row.version,
    status: row.status,
    releasedAt: iso(row.releasedAt),
  };
}

export async function signOffOf(db: Db, crewId: number): Promise<SignOff> {
  await ensurePaperwork(db, crewId);
  const row = (await db.one<{
    version: number;
    status: SignOff['status'];
    hours: StoredHours;
    hoursSetAt: string | null;
    confirmedAt: string | null;
  }>(sql`SELECT version, status, hours, hours_set_at AS "hoursSetAt",
    confirmed_at AS "confirmedAt" FROM sign_offs WHERE crew_id = ${crewId}`))!;
  const head = await headOf(db, crewId);
  const stepMinutes = await hoursStep(db);
  // Until the chief sets them, paid and charged are the proposal from the site times.
  const lines = await hoursLines(db, crewId, await crewMembers(db, crewId), row.hours, stepMinutes);
  return {
    id: crewId,
    crewId,
    crewName: head.crewName,
    date: head.date,
    status: row.status,
    lines,
    stepMinutes,
    version: row.version,
    hoursSetAt: iso(row.hoursSetAt),
    confirmedAt: iso(row.confirmedAt),
  };
}
