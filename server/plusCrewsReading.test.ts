import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  plusCrewRowListSchema,
  plusCrewValueDataListSchema,
  plusCrewValueListSchema,
  plusCrewValueTypeListSchema,
} from '../src/api/schemas/plusCrews';
import { sql } from './db/connect';
import { DEMO_PLUS_CREW_NUMBER } from './seed/demoLogins';
import { TURNOVER_1, call, s } from './plusCrews.testkit';

/**
 * Plus crews (issue 16), reading: who may call what (the guest only his own crew), the seed's
 * 14 months, a window of figures and its prgrss totals, and the test hook hiding a value type
 * (last: it hides the type for the rest of the file). Adding, correcting and deleting figures
 * is in plusCrewsFigures.test.ts.
 */

describe('who may read plus crews', () => {
  it.each([
    ['planner', '/plusCrews', 200],
    ['guest', '/plusCrews', 200],
    ['client', '/plusCrews', 403],
    ['crew', '/plusCrews', 403],
    ['guest', `/plusCrews/${DEMO_PLUS_CREW_NUMBER}`, 200],
    ['guest', '/plusCrews/PC-1002', 403],
    ['guest', '/plusCrews/PC-9999', 403],
    ['planner', '/plusCrews/PC-9999', 404],
    ['planner', '/plusCrews/PC-1002', 200],
    ['guest', '/plusCrewValues?plusCrewId=2', 403],
    ['guest', '/plusCrewValueDatas?plusCrewId=2&dateFrom=2026-11-01&dateTo=2026-11-30', 403],
    ['client', '/plusCrewValueTypes', 403],
    ['guest', '/plusCrewValueTypes', 200],
    ['guest', '/plusCrewTypes', 200],
    ['guest', '/plusCrewDataSourceTypes', 200],
    [
      'guest',
      `/plusCrews/${DEMO_PLUS_CREW_NUMBER}/prgrss?dateFrom=2026-11-01&dateTo=2026-11-30`,
      200,
    ],
    ['guest', '/plusCrews/PC-1002/prgrss?dateFrom=2026-11-01&dateTo=2026-11-30', 403],
  ] as const)('%s GET %s answers %i', async (who, path, status) => {
    expect((await call('GET', path, who)).status).toBe(status);
  });

  it('the guest lists only his own crew and its values; the planner every crew', async () => {
    const mine = v.parse(
      plusCrewRowListSchema,
      await (await call('GET', '/plusCrews', 'guest')).json(),
    );
    expect(mine.items.map((c) => c.number)).toEqual([DEMO_PLUS_CREW_NUMBER]);
    const all = v.parse(
      plusCrewRowListSchema,
      await (await call('GET', '/plusCrews', 'planner')).json(),
    );
    expect(all.items.map((c) => c.number)).toEqual([DEMO_PLUS_CREW_NUMBER, 'PC-1002']);
    const values = v.parse(
      plusCrewValueListSchema,
      await (await call('GET', '/plusCrewValues', 'guest')).json(),
    );
    expect(new Set(values.items.map((value) => value.plusCrewId))).toEqual(new Set([1]));
  });
});

describe('the seed', () => {
  it('has the five value types and 14 months of figures with gaps and a month past the border', async () => {
    const types = v.parse(
      plusCrewValueTypeListSchema,
      await (await call('GET', '/plusCrewValueTypes', 'guest')).json(),
    );
    expect(types.items.map((t) => t.caption)).toEqual([
      'Target Border',
      'Team Bonus',
      'Actual Turnover',
      'Staff Hours',
      'Target Turnover',
    ]);
    const months = await s.deps.db.rows<{ month: string; crew: number; turnover: number }>(
      sql`SELECT to_char(d.date_from, 'YYYY-MM') AS month, v.plus_crew_id AS crew,
          sum(d.amount)::float8 AS turnover
        FROM plus_crew_value_datas d JOIN plus_crew_values v ON v.id = d.plus_crew_value_id
        WHERE v.value_type_id = 3 GROUP BY 1, 2 ORDER BY 1`,
    );
    const crew1 = months.filter((m) => m.crew === 1);
    // 14 months (2025-10 to 2026-11) less crew 1's empty one (2026-04).
    expect(new Set(months.map((m) => m.month)).size).toBe(14);
    expect(crew1.map((m) => m.month)).not.toContain('2026-04');
    // Past the border (60 000) in September only.
    expect(crew1.filter((m) => m.turnover >= 60_000).map((m) => m.month)).toEqual(['2026-09']);
    const today = await s.deps.db.one(
      sql`SELECT id FROM plus_crew_value_datas WHERE date_from = '2026-11-22' AND plus_crew_value_id = ${TURNOVER_1}`,
    );
    expect(today).toBeNull();
  });

  it('answers a month of one type by dateFrom and dateTo, and prgrss its totals', async () => {
    const res = await call(
      'GET',
      '/plusCrewValueDatas?plusCrewId=1&valueTypeId=3&dateFrom=2026-09-01&dateTo=2026-09-30',
      'guest',
    );
    const items = v.parse(plusCrewValueDataListSchema, await res.json()).items;
    expect(items.length).toBeGreaterThan(20);
    expect(items.every((d) => d.valueTypeId === 3 && d.dateFrom.startsWith('2026-09'))).toBe(true);
    // September 2026's gap: the 10th to the 12th.
    expect(items.map((d) => d.dateFrom)).not.toContain('2026-09-11');
    const progress = (await (
      await call(
        'GET',
        `/plusCrews/${DEMO_PLUS_CREW_NUMBER}/prgrss?dateFrom=2026-09-01&dateTo=2026-09-30`,
        'guest',
      )
    ).json()) as { items: { caption: string; total: number }[] };
    const total = items.reduce((sum, d) => sum + d.amount, 0);
    expect(progress.items.find((p) => p.caption === 'Actual Turnover')?.total).toBeCloseTo(
      total,
      2,
    );
  });

  it.each([
    ['plusCrewId=x&dateFrom=2026-09-01&dateTo=2026-09-30', 'plusCrewId'],
    ['plusCrewId=1&dateFrom=2026-02-30&dateTo=2026-03-30', 'dateFrom'],
    ['plusCrewId=1&dateFrom=2026-09-30&dateTo=2026-09-01', 'dateTo'],
    ['plusCrewId=1&dateFrom=2020-01-01&dateTo=2026-09-01', 'dateTo'],
  ])('a bad window (%s) is a 400 on %s', async (query, field) => {
    const res = await call('GET', `/plusCrewValueDatas?${query}`, 'planner');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });
});

describe('the test hook', () => {
  it('hides a value type by caption until the reset', async () => {
    expect(
      (
        await s.call('POST', '/__test/plusCrewValueTypes/hide', {
          body: { caption: 'Target Turnover' },
        })
      ).status,
    ).toBe(200);
    const hidden = v.parse(
      plusCrewValueTypeListSchema,
      await (await call('GET', '/plusCrewValueTypes', 'guest')).json(),
    );
    expect(hidden.items.map((t) => t.caption)).not.toContain('Target Turnover');
  });
});
