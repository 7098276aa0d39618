import { beforeAll, describe, expect, it } from 'vitest';
import { collisionsOf, type ProposedChange } from '../src/api/schemas/availabilityRules';
import { sql } from './db/connect';
import { addDays, IDS, iso } from './seed/ids';
import { collisionsFor, personAvailability } from './routes/availability';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
const today = new Date('2026-11-22T00:00:00Z');
const day = (n: number) => iso(addDays(today, n));

beforeAll(async () => {
  s = await startTestServer();
  const { db } = s.deps;
  const crew = await db.one<{ id: number }>(sql`SELECT id FROM project_crews ORDER BY id LIMIT 1`);
  const add = (start: string, end: string, from: string, to: string, status = 'confirmed') =>
    db.run(sql`INSERT INTO crew_items (crew_id, person_id, function_name, start_date, end_date,
        start_time, end_time, status)
      VALUES (${crew?.id}, ${IDS.crew}, 'Edge', ${start}, ${end}, ${from}, ${to}, ${status})`);
  // The edges of the read window: night shifts that reach past their end date, one whose end
  // date lies before its start (a night shift that ends on its first morning), long jobs.
  await add(day(40), day(40), '22:00', '06:00');
  await add(day(45), day(44), '23:00', '03:00');
  await add(day(50), day(80), '08:00', '17:00', 'toConfirm');
  await add(day(60), day(60), '00:00', '00:00');
  await db.run(sql`INSERT INTO block_dates (person_id, start_date, end_date, reason, begin_time, end_time)
    VALUES (${IDS.crew}, ${day(41)}, NULL, 'Edge', '05:00', NULL),
      (${IDS.crew}, ${day(46)}, ${day(48)}, 'Edge', NULL, '01:00')`);
  await db.run(sql`INSERT INTO vacation_requests (person_id, start_date, end_date, first_day_half,
      last_day_half, status)
    VALUES (${IDS.crew}, ${day(42)}, ${day(43)}, 'afternoon', 'morning', 'approved'),
      (${IDS.crew}, ${day(61)}, ${day(61)}, NULL, NULL, 'requested')`);
});

function changes(from: number, to: number): ProposedChange[] {
  const out: ProposedChange[] = [];
  for (let n = from; n <= to; n++) {
    out.push(
      { kind: 'blockDate', startDate: day(n), endDate: null, beginTime: null, endTime: null },
      {
        kind: 'blockDate',
        startDate: day(n),
        endDate: day(n + 2),
        beginTime: '04:00',
        endTime: '02:00',
      },
      { kind: 'blockDate', startDate: day(n), endDate: day(n - 1), beginTime: null, endTime: null },
      {
        kind: 'vacation',
        startDate: day(n),
        endDate: day(n + 1),
        firstDayHalf: 'afternoon',
        lastDayHalf: null,
      },
      { kind: 'job', startDate: day(n), endDate: day(n), startTime: '23:00', endTime: '02:00' },
      { kind: 'job', startDate: day(n), endDate: day(n - 1), startTime: '22:00', endTime: '04:00' },
    );
  }
  return out;
}

describe('collisionsFor', () => {
  // It reads only the entries near the change; the answer must be what all of them give.
  it.each([
    ['the crew member, around the edge cases', IDS.crew, 36, 84],
    ['the bench account (1000 jobs, 1000 blocked dates)', IDS.bench, -3, 12],
  ])('answers as collisionsOf over all entries: %s', async (_, personId, from, to) => {
    const { db } = s.deps;
    const all = await personAvailability(db, personId);
    let found = 0;
    for (const change of changes(from, to)) {
      const expected = collisionsOf(all, change, iso(today));
      found += expected.length;
      expect(await collisionsFor(db, personId, change, today)).toEqual(expected);
    }
    // The cases must collide with something, or the comparison proves nothing.
    expect(found).toBeGreaterThan(20);
  });
});
