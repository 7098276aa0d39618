import type { Context } from 'hono';
import type {
  PlusCrewRow,
  PlusCrewValue,
  PlusCrewValueData,
} from '../../src/api/schemas/plusCrews';
import { VALUE_CAPTIONS } from '../../src/api/schemas/plusCrews';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { apiError } from '../http/errors';

/*
 * Plus-crew reads and the scope check every plus-crew call makes (issue 16). A plus-crew
 * guest sees only the crew of his login (SPEC §5); a planner with the plusCrews right sees
 * every crew. Another crew asked for by number or id answers the guest 403 (as the project
 * guest's other projects do); values and figures out of scope answer 404.
 */

/** The crew number a plus-crew guest is limited to; null for a personal login. */
export function guestCrewOf(c: Context<AppEnv>): string | null {
  const p = c.get('payload');
  return p.type === 'pluscrew' ? (p.loginData.plusCrewNumber ?? '') : null;
}

/** SQL limiting plus_crews `pc` to what the caller may see. */
export function crewScope(c: Context<AppEnv>) {
  const guest = guestCrewOf(c);
  return guest === null ? sql`true` : sql`pc.number = ${guest}`;
}

const CREW = sql`pc.id, pc.version, pc.number, pc.name, pc.crew_type_id AS "crewTypeId"`;

export function crewsOf(db: Db, c: Context<AppEnv>): Promise<PlusCrewRow[]> {
  return db.rows<PlusCrewRow>(
    sql`SELECT ${CREW} FROM plus_crews pc WHERE ${crewScope(c)} ORDER BY pc.number`,
  );
}

/** The guest's 403 for a crew other than his own. */
function forbidOtherCrew(c: Context<AppEnv>, number: string): void {
  const guest = guestCrewOf(c);
  if (guest !== null && guest !== number) {
    throw apiError(403, 'forbidden', 'Guests cannot use this');
  }
}

export async function crewByNumber(
  db: Db,
  c: Context<AppEnv>,
  number: string,
): Promise<PlusCrewRow> {
  forbidOtherCrew(c, number);
  const crew = await db.one<PlusCrewRow>(
    sql`SELECT ${CREW} FROM plus_crews pc WHERE pc.number = ${number} AND ${crewScope(c)}`,
  );
  if (!crew) throw apiError(404, 'not_found', 'Plus crew not found');
  return crew;
}

/** 404 unless the crew exists; 403 if the caller is another crew's guest. */
export async function requireCrewId(db: Db, c: Context<AppEnv>, id: number): Promise<void> {
  const crew = await db.one<{ number: string }>(
    sql`SELECT pc.number FROM plus_crews pc WHERE pc.id = ${id}`,
  );
  if (!crew) throw apiError(404, 'not_found', 'Plus crew not found');
  forbidOtherCrew(c, crew.number);
}

const VALUE = sql`v.id, v.version, v.plus_crew_id AS "plusCrewId",
  v.value_type_id AS "valueTypeId", v.amount::float8 AS amount,
  v.data_source_type_id AS "dataSourceTypeId"`;

export function valuesOf(
  db: Db,
  c: Context<AppEnv>,
  plusCrewId?: number,
): Promise<PlusCrewValue[]> {
  const one = plusCrewId === undefined ? sql`true` : sql`v.plus_crew_id = ${plusCrewId}`;
  return db.rows<PlusCrewValue>(sql`SELECT ${VALUE} FROM plus_crew_values v
    JOIN plus_crews pc ON pc.id = v.plus_crew_id
    WHERE ${crewScope(c)} AND ${one} ORDER BY v.plus_crew_id, v.value_type_id`);
}

/** A value the caller may see, with its type's caption and unit; 404 otherwise. */
export async function valueOf(
  db: Db,
  c: Context<AppEnv>,
  id: number,
): Promise<PlusCrewValue & { caption: string; unit: 'money' | 'hours' }> {
  const row = await db.one<PlusCrewValue & { caption: string; unit: 'money' | 'hours' }>(
    sql`SELECT ${VALUE}, t.caption, t.unit FROM plus_crew_values v
      JOIN plus_crews pc ON pc.id = v.plus_crew_id
      JOIN plus_crew_value_types t ON t.id = v.value_type_id
      WHERE v.id = ${id} AND ${crewScope(c)}`,
  );
  if (!row) throw apiError(404, 'not_found', 'Plus crew value not found');
  return row;
}

/** The value without the caption and unit the checks read: what the API answers. */
export const publicValue = ({
  caption: _caption,
  unit: _unit,
  ...value
}: PlusCrewValue & { caption: string; unit: string }): PlusCrewValue => value;

/** The captions whose values are settings (one amount), not daily figures. */
export const SETTING_CAPTIONS: readonly string[] = [
  VALUE_CAPTIONS.targetBorder,
  VALUE_CAPTIONS.teamBonus,
];

const DATA = sql`d.id, d.version, d.plus_crew_value_id AS "plusCrewValueId",
  v.plus_crew_id AS "plusCrewId", v.value_type_id AS "valueTypeId",
  to_char(d.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(d.date_to, 'YYYY-MM-DD') AS "dateTo",
  d.amount::float8 AS amount`;
const DATA_FROM = sql`FROM plus_crew_value_datas d
  JOIN plus_crew_values v ON v.id = d.plus_crew_value_id
  JOIN plus_crews pc ON pc.id = v.plus_crew_id`;

export type DataWindow = {
  plusCrewId: number;
  valueTypeId?: number;
  dateFrom: string;
  dateTo: string;
};

/** A crew's figures in a window (days overlapping it), by day. */
export function datasOf(db: Db, c: Context<AppEnv>, w: DataWindow): Promise<PlusCrewValueData[]> {
  const type = w.valueTypeId === undefined ? sql`true` : sql`v.value_type_id = ${w.valueTypeId}`;
  return db.rows<PlusCrewValueData>(sql`SELECT ${DATA} ${DATA_FROM}
    WHERE ${crewScope(c)} AND v.plus_crew_id = ${w.plusCrewId} AND ${type}
      AND d.date_to >= ${w.dateFrom}::date AND d.date_from <= ${w.dateTo}::date
    ORDER BY d.date_from, v.value_type_id, d.id`);
}

/** One figure the caller may see; 404 otherwise. */
export async function dataOf(
  db: Db,
  c: Context<AppEnv>,
  id: number,
): Promise<PlusCrewValueData & { unit: 'money' | 'hours' }> {
  const row = await db.one<PlusCrewValueData & { unit: 'money' | 'hours' }>(
    sql`SELECT ${DATA}, t.unit ${DATA_FROM} JOIN plus_crew_value_types t ON t.id = v.value_type_id
      WHERE d.id = ${id} AND ${crewScope(c)}`,
  );
  if (!row) throw apiError(404, 'not_found', 'Plus crew figure not found');
  return row;
}

/** The figure without the unit the checks read: what the API answers. */
export const publicData = ({ unit: _unit, ...data }: PlusCrewValueData & { unit: string }) => data;

/**
 * `prgrss` (SPEC §7): a crew's totals per value type in a window, raw sums only (the
 * dashboard's formulas live in the app). Days with a figure counted per type.
 */
export function progressOf(db: Db, c: Context<AppEnv>, w: DataWindow) {
  return db.rows<{ valueTypeId: number; caption: string; total: number; days: number }>(
    sql`SELECT t.id AS "valueTypeId", t.caption,
        COALESCE(sum(d.amount), 0)::float8 AS total, count(d.id)::int AS days
      FROM plus_crew_values v
      JOIN plus_crews pc ON pc.id = v.plus_crew_id
      JOIN plus_crew_value_types t ON t.id = v.value_type_id
      LEFT JOIN plus_crew_value_datas d ON d.plus_crew_value_id = v.id
        AND d.date_to >= ${w.dateFrom}::date AND d.date_from <= ${w.dateTo}::date
      WHERE ${crewScope(c)} AND v.plus_crew_id = ${w.plusCrewId}
      GROUP BY t.id, t.caption ORDER BY t.id`,
  );
}
