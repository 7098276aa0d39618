import { sql, type Db } from '../db/connect';
import { VALUE_CAPTIONS } from '../../src/api/schemas/plusCrews';
import { insertRows, syncSequences } from './bulk';
import { iso } from './ids';

/** The value types every tenant has (SPEC §3 captions), ids 1 to 5. */
export const PLUS_CREW_VALUE_TYPES = [
  { id: 1, caption: VALUE_CAPTIONS.targetBorder, unit: 'money' },
  { id: 2, caption: VALUE_CAPTIONS.teamBonus, unit: 'money' },
  { id: 3, caption: VALUE_CAPTIONS.actualTurnover, unit: 'money' },
  { id: 4, caption: VALUE_CAPTIONS.staffHours, unit: 'hours' },
  { id: 5, caption: VALUE_CAPTIONS.targetTurnover, unit: 'money' },
] as const;

/** Months of daily figures before the current one (with it: 14 months). */
export const PLUS_CREW_MONTHS_BACK = 13;

type Crew = {
  id: number;
  border: number;
  bonus: number;
  /** Daily target on a working day; actual turnover runs at `pace` of it. */
  dailyTarget: number;
  pace: number;
  /** Months back (1 = last month) where the crew ran fast enough to pass its border. */
  metMonthsBack: number;
  /** Months back with no figures at all (the dashboard's "a month with no hours"). */
  emptyMonthsBack: number | null;
};

const CREWS: Crew[] = [
  {
    id: 1,
    border: 60_000,
    bonus: 1_500,
    dailyTarget: 2_500,
    pace: 0.82,
    metMonthsBack: 2,
    emptyMonthsBack: 7,
  },
  {
    id: 2,
    border: 40_000,
    bonus: 900,
    dailyTarget: 1_700,
    pace: 0.8,
    metMonthsBack: 1,
    emptyMonthsBack: null,
  },
];

/** A repeatable spread of 0.85 to 1.15 per crew and day, no faker (its order would shift). */
function wobble(crewId: number, day: number): number {
  const x = Math.sin(crewId * 7919 + day * 104_729) * 10_000;
  return 0.85 + (x - Math.floor(x)) * 0.3;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Issue 16: crew types, data-source types, the five value types, each demo crew's five values
 * and 14 months of daily figures up to yesterday (today is left for the guest to type in):
 * Target Turnover every working day of the current month too (a plan), Actual Turnover and
 * Staff Hours on working days (Monday to Saturday), with a three-day gap mid-month every
 * third month, one empty month for crew 1, and a month where each crew passed its border.
 */
export async function seedPlusCrews(db: Db, today: Date): Promise<void> {
  await insertRows(
    db,
    'plus_crew_types',
    ['id', 'name'],
    [
      [1, 'Shop floor'],
      [2, 'Warehouse'],
    ],
  );
  await insertRows(
    db,
    'plus_crew_data_source_types',
    ['id', 'name'],
    [
      [1, 'Typed in'],
      [2, 'Till import'],
    ],
  );
  await insertRows(
    db,
    'plus_crew_value_types',
    ['id', 'caption', 'unit'],
    PLUS_CREW_VALUE_TYPES.map((t) => [t.id, t.caption, t.unit]),
  );
  await db.run(sql`UPDATE plus_crews SET crew_type_id = CASE id WHEN 1 THEN 1 ELSE 2 END
    WHERE id IN (1, 2)`);

  // Value id = (crew - 1) * 5 + type: crew 1 has values 1-5, crew 2 values 6-10.
  const valueId = (crewId: number, typeId: number) => (crewId - 1) * 5 + typeId;
  await insertRows(
    db,
    'plus_crew_values',
    ['id', 'plus_crew_id', 'value_type_id', 'amount', 'data_source_type_id'],
    CREWS.flatMap((c) =>
      PLUS_CREW_VALUE_TYPES.map((t) => [
        valueId(c.id, t.id),
        c.id,
        t.id,
        t.id === 1 ? c.border : t.id === 2 ? c.bonus : null,
        t.id >= 3 ? 1 : null,
      ]),
    ),
  );

  const rows: (string | number)[][] = [];
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - PLUS_CREW_MONTHS_BACK, 1),
  );
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const todayIso = iso(today);
  for (let d = start, n = 0; d <= monthEnd; d = new Date(d.getTime() + 86_400_000), n += 1) {
    if (d.getUTCDay() === 0) continue; // Sundays closed: no figures, no target.
    const day = iso(d);
    const monthsBack =
      (today.getUTCFullYear() - d.getUTCFullYear()) * 12 + today.getUTCMonth() - d.getUTCMonth();
    const gap = monthsBack % 3 === 2 && d.getUTCDate() >= 10 && d.getUTCDate() <= 12;
    for (const c of CREWS) {
      if (monthsBack === c.emptyMonthsBack) continue;
      rows.push([valueId(c.id, 5), day, day, c.dailyTarget]);
      if (day >= todayIso || gap) continue;
      const pace = monthsBack === c.metMonthsBack ? 1.2 : c.pace;
      const turnover = round2(c.dailyTarget * pace * wobble(c.id, n));
      const hours = Math.min(24, Math.round((c.dailyTarget / 130) * wobble(c.id, n + 500) * 4) / 4);
      rows.push([valueId(c.id, 3), day, day, turnover]);
      rows.push([valueId(c.id, 4), day, day, hours]);
    }
  }
  await insertRows(
    db,
    'plus_crew_value_datas',
    ['plus_crew_value_id', 'date_from', 'date_to', 'amount'],
    rows,
  );
  await syncSequences(db, [
    'plus_crew_types',
    'plus_crew_data_source_types',
    'plus_crew_value_types',
    'plus_crew_values',
  ]);
}
