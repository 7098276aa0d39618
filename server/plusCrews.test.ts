import { beforeAll, describe, expect, it } from 'vitest';
import {
  plusCrewRowListSchema,
  plusCrewValueDataListSchema,
  plusCrewValueDataSchema,
  plusCrewValueListSchema,
  plusCrewValueSchema,
  plusCrewValueTypeListSchema,
} from '../src/api/schemas/plusCrews';
import { sql } from './db/connect';
import { DEMO_PLUS_CREW_NUMBER } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';

/**
 * Plus crews (issue 16): who may call what (the guest only his own crew, settings only by
 * plusCrews EDIT), the seed's 14 months, figures added, corrected and deleted with the field
 * rules, conflicts and idempotency, prgrss and the test hook hiding a value type. One server
 * for the file (the seed's today: 2026-11-22).
 */
let s: TestServer;
const token = { planner: '', guest: '', client: '', crew: '' };

beforeAll(async () => {
  s = await startTestServer();
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.planner = await login('planner@demo.test');
  token.client = await login('client@demo.test');
  token.crew = await login('crew@demo.test');
  token.guest = await s.login({ plusCrewNumber: DEMO_PLUS_CREW_NUMBER, password: 'guest1234' });
}, 60_000);

type Who = keyof typeof token;
const call = (
  method: string,
  path: string,
  who: Who,
  body?: unknown,
  headers: Record<string, string> = {},
) => s.call(method, path, { token: token[who], body, headers });
const key = (k: string) => ({ 'Idempotency-Key': `plus-crew-test-${k}` });
// Crew 1 (PC-1001) has values 1-5 by type, crew 2 (PC-1002) 6-10: 3 = Actual Turnover.
const TURNOVER_1 = 3;
const HOURS_1 = 4;
const TURNOVER_2 = 8;

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
    const mine = plusCrewRowListSchema.parse(
      await (await call('GET', '/plusCrews', 'guest')).json(),
    );
    expect(mine.items.map((c) => c.number)).toEqual([DEMO_PLUS_CREW_NUMBER]);
    const all = plusCrewRowListSchema.parse(
      await (await call('GET', '/plusCrews', 'planner')).json(),
    );
    expect(all.items.map((c) => c.number)).toEqual([DEMO_PLUS_CREW_NUMBER, 'PC-1002']);
    const values = plusCrewValueListSchema.parse(
      await (await call('GET', '/plusCrewValues', 'guest')).json(),
    );
    expect(new Set(values.items.map((v) => v.plusCrewId))).toEqual(new Set([1]));
  });
});

describe('the seed', () => {
  it('has the five value types and 14 months of figures with gaps and a month past the border', async () => {
    const types = plusCrewValueTypeListSchema.parse(
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
    const items = plusCrewValueDataListSchema.parse(await res.json()).items;
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

describe('figures: add, correct, delete', () => {
  it('the guest adds today once (a resend answers the same), a second add is a 409', async () => {
    const body = { plusCrewValueId: TURNOVER_1, date: '2026-11-22', amount: 2345.5 };
    const first = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add'));
    expect(first.status).toBe(201);
    const created = plusCrewValueDataSchema.parse(await first.json());
    expect(created).toMatchObject({
      plusCrewId: 1,
      valueTypeId: 3,
      dateFrom: '2026-11-22',
      amount: 2345.5,
    });
    const again = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add'));
    expect(again.status).toBe(201);
    expect(plusCrewValueDataSchema.parse(await again.json()).id).toBe(created.id);
    const other = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add-other'));
    expect(other.status).toBe(409);
    const rows = await s.deps.db.rows(sql`SELECT id FROM plus_crew_value_datas
      WHERE plus_crew_value_id = ${TURNOVER_1} AND date_from = '2026-11-22'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ plusCrewValueId: TURNOVER_1, date: '2026-11-21', amount: -1 }, 'amount'],
    [{ plusCrewValueId: TURNOVER_1, date: '2026-11-21', amount: 'ten' }, 'amount'],
    [{ plusCrewValueId: HOURS_1, date: '2026-11-22', amount: 24.5 }, 'amount'],
    [{ plusCrewValueId: 1, date: '2026-11-22', amount: 5 }, 'plusCrewValueId'],
    [{ plusCrewValueId: TURNOVER_1, date: '2026-02-30', amount: 5 }, 'date'],
  ])('%j is refused on %s', async (body, field) => {
    const res = await call(
      'POST',
      '/plusCrewValueDatas',
      'guest',
      body,
      key(`bad-${field}-${JSON.stringify(body)}`),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('the guest cannot write another crew’s figures nor any settings', async () => {
    const other = await call(
      'POST',
      '/plusCrewValueDatas',
      'guest',
      { plusCrewValueId: TURNOVER_2, date: '2026-11-22', amount: 5 },
      key('other-crew'),
    );
    expect(other.status).toBe(404);
    const settings = await call(
      'POST',
      '/plusCrewValues/1',
      'guest',
      { amount: 1 },
      key('guest-settings'),
    );
    expect(settings.status).toBe(403);
    const client = await call(
      'POST',
      '/plusCrewValues/1',
      'client',
      { amount: 1 },
      key('client-settings'),
    );
    expect(client.status).toBe(403);
  });

  it('a correction with a stale version is a 412 naming who changed it; delete takes it away', async () => {
    const [day] = plusCrewValueDataListSchema.parse(
      await (
        await call(
          'GET',
          '/plusCrewValueDatas?plusCrewId=1&valueTypeId=4&dateFrom=2026-11-20&dateTo=2026-11-20',
          'planner',
        )
      ).json(),
    ).items;
    expect(day).toBeDefined();
    const v = day!.version;
    const fixed = await call(
      'POST',
      `/plusCrewValueDatas/${day!.id}`,
      'guest',
      { amount: 18 },
      {
        ...key('fix'),
        'If-Match': `"${v}"`,
      },
    );
    expect(fixed.status).toBe(200);
    expect(plusCrewValueDataSchema.parse(await fixed.json())).toMatchObject({
      amount: 18,
      version: v + 1,
    });
    const stale = await call(
      'POST',
      `/plusCrewValueDatas/${day!.id}`,
      'planner',
      { amount: 17 },
      {
        ...key('stale'),
        'If-Match': `"${v}"`,
      },
    );
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { changedBy: unknown }).changedBy).not.toBeNull();
    const gone = await call('DELETE', `/plusCrewValueDatas/${day!.id}`, 'planner', undefined, {
      ...key('delete'),
      'If-Match': `"${v + 1}"`,
    });
    expect(gone.status).toBe(204);
    expect(
      await s.deps.db.one(sql`SELECT id FROM plus_crew_value_datas WHERE id = ${day!.id}`),
    ).toBeNull();
  });

  it('the planner changes the target border; a daily value takes no amount', async () => {
    const res = await call(
      'POST',
      '/plusCrewValues/1',
      'planner',
      { amount: 62000, dataSourceTypeId: 2 },
      {
        ...key('border'),
        'If-Match': '"1"',
      },
    );
    expect(res.status).toBe(200);
    expect(plusCrewValueSchema.parse(await res.json())).toMatchObject({
      amount: 62000,
      dataSourceTypeId: 2,
      version: 2,
    });
    const daily = await call(
      'POST',
      `/plusCrewValues/${TURNOVER_1}`,
      'planner',
      { amount: 5 },
      key('daily-amount'),
    );
    expect(daily.status).toBe(400);
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
    const hidden = plusCrewValueTypeListSchema.parse(
      await (await call('GET', '/plusCrewValueTypes', 'guest')).json(),
    );
    expect(hidden.items.map((t) => t.caption)).not.toContain('Target Turnover');
  });
});
