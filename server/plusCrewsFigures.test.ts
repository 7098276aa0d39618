import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  plusCrewValueDataListSchema,
  plusCrewValueDataSchema,
  plusCrewValueSchema,
} from '../src/api/schemas/plusCrews';
import { sql } from './db/connect';
import { HOURS_1, TURNOVER_1, TURNOVER_2, call, key, s } from './plusCrews.testkit';

/**
 * Plus crews (issue 16), writing: figures added, corrected and deleted with the field rules,
 * conflicts and idempotency, settings only by plusCrews EDIT. Who may read what is in
 * plusCrewsReading.test.ts.
 */

describe('figures: add, correct, delete', () => {
  it('the guest adds today once (a resend answers the same), a second add is a 409', async () => {
    const body = { plusCrewValueId: TURNOVER_1, date: '2026-11-22', amount: 2345.5 };
    const first = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add'));
    expect(first.status).toBe(201);
    const created = v.parse(plusCrewValueDataSchema, await first.json());
    expect(created).toMatchObject({
      plusCrewId: 1,
      valueTypeId: 3,
      dateFrom: '2026-11-22',
      amount: 2345.5,
    });
    const again = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add'));
    expect(again.status).toBe(201);
    expect(v.parse(plusCrewValueDataSchema, await again.json()).id).toBe(created.id);
    const other = await call('POST', '/plusCrewValueDatas', 'guest', body, key('add-other'));
    expect(other.status).toBe(409);
    const rows = await s.deps.db.rows(sql`SELECT id FROM plus_crew_value_datas
      WHERE plus_crew_value_id = ${TURNOVER_1} AND date_from = '2026-11-22'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ plusCrewValueId: TURNOVER_1, date: '2026-11-21', amount: -1 }, 'amount'],
    [{ plusCrewValueId: TURNOVER_1, date: '2026-11-21', amount: 'ten' }, 'amount'],
    [{ plusCrewValueId: HOURS_1, date: '2026-11-22', amount: 1000.5 }, 'amount'],
    [{ plusCrewValueId: 1, date: '2026-11-22', amount: 5 }, 'plusCrewValueId'],
    [{ plusCrewValueId: TURNOVER_1, date: '2026-02-30', amount: 5 }, 'date'],
    // Today is 2026-11-22: the day after tomorrow is refused (tomorrow is timezone slack).
    [{ plusCrewValueId: TURNOVER_1, date: '2026-11-24', amount: 5 }, 'date'],
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

  it('the guest may add tomorrow: a device’s today may be ahead of the server’s', async () => {
    const body = { plusCrewValueId: HOURS_1, date: '2026-11-23', amount: 8 };
    const res = await call('POST', '/plusCrewValueDatas', 'guest', body, key('tomorrow'));
    expect(res.status).toBe(201);
  });

  it('a day’s staff hours are the whole crew’s: 3 people of 9 hours make 27', async () => {
    const body = { plusCrewValueId: HOURS_1, date: '2026-11-22', amount: 27 };
    const res = await call('POST', '/plusCrewValueDatas', 'guest', body, key('crew-hours'));
    expect(res.status).toBe(201);
    expect(v.parse(plusCrewValueDataSchema, await res.json()).amount).toBe(27);
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
    const [day] = v.parse(
      plusCrewValueDataListSchema,
      await (
        await call(
          'GET',
          '/plusCrewValueDatas?plusCrewId=1&valueTypeId=4&dateFrom=2026-11-20&dateTo=2026-11-20',
          'planner',
        )
      ).json(),
    ).items;
    expect(day).toBeDefined();
    const version = day!.version;
    const fixed = await call(
      'POST',
      `/plusCrewValueDatas/${day!.id}`,
      'guest',
      { amount: 18 },
      {
        ...key('fix'),
        'If-Match': `"${version}"`,
      },
    );
    expect(fixed.status).toBe(200);
    expect(v.parse(plusCrewValueDataSchema, await fixed.json())).toMatchObject({
      amount: 18,
      version: version + 1,
    });
    const stale = await call(
      'POST',
      `/plusCrewValueDatas/${day!.id}`,
      'planner',
      { amount: 17 },
      {
        ...key('stale'),
        'If-Match': `"${version}"`,
      },
    );
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { changedBy: unknown }).changedBy).not.toBeNull();
    const gone = await call('DELETE', `/plusCrewValueDatas/${day!.id}`, 'planner', undefined, {
      ...key('delete'),
      'If-Match': `"${version + 1}"`,
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
    expect(v.parse(plusCrewValueSchema, await res.json())).toMatchObject({
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
