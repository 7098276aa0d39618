import { Hono } from 'hono';
import * as v from 'valibot';
import { isoDate } from '../../src/api/schemas/common';
import {
  MAX_DAILY_HOURS,
  plusCrewValueDataCreateSchema,
  plusCrewValueDataQuerySchema,
  plusCrewValueDataUpdateSchema,
  plusCrewValueUpdateSchema,
} from '../../src/api/schemas/plusCrews';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { idOf, parseId } from '../http/ids';
import { allow } from '../http/policy';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import { holds } from '../rights';
import {
  crewByNumber,
  crewsOf,
  dataOf,
  datasOf,
  progressOf,
  publicData,
  publicValue,
  requireCrewId,
  SETTING_CAPTIONS,
  valueOf,
  valuesOf,
} from './plusCrewQueries';

const list = <T>(items: T[]) => ({ items, total: items.length });
const VALUES = 'plus_crew_values';
const DATAS = 'plus_crew_value_datas';
/** The widest window one GET answers: a year and a bit (the app asks for a month). */
const MAX_WINDOW_DAYS = 400;

const windowSchema = v.object({ dateFrom: isoDate, dateTo: isoDate });

function checkWindow(w: { dateFrom: string; dateTo: string }): void {
  const days = (Date.parse(w.dateTo) - Date.parse(w.dateFrom)) / 86_400_000;
  if (days < 0 || days > MAX_WINDOW_DAYS) {
    throw apiError(400, 'invalid_query', 'The request has invalid fields', {
      fields: { dateTo: `must be on or after dateFrom, at most ${MAX_WINDOW_DAYS} days later` },
    });
  }
}

function checkHours(unit: 'money' | 'hours', amount: number): void {
  if (unit === 'hours' && amount > MAX_DAILY_HOURS) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { amount: `must be at most ${MAX_DAILY_HOURS} hours` },
    });
  }
}

/**
 * A figure is for a day that has been: the dashboard leaves later days out, so one typed for
 * them would count nowhere. One day of slack, as the device's today may be ahead of ours.
 */
function checkNotFuture(date: string, today: Date): void {
  const latest = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (date > latest) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { date: 'must not be after today' },
    });
  }
}

/**
 * Plus crews (issue 16, SPEC §7 "Plus crews"); writes with Idempotency-Key, changes with
 * If-Match (a stale one: 412 with the current row and who changed it):
 * - GET /plusCrews, /plusCrews/{n}, /plusCrews/{n}/prgrss?dateFrom&dateTo (totals per type)
 * - GET /plusCrewValueTypes, /plusCrewTypes, /plusCrewDataSourceTypes
 * - GET /plusCrewValues?plusCrewId; POST /plusCrewValues/{id} {amount?, dataSourceTypeId?}
 * - GET /plusCrewValueDatas?plusCrewId&valueTypeId&dateFrom&dateTo
 * - POST /plusCrewValueDatas {plusCrewValueId, date, amount} → 201 (the day taken: 409)
 * - POST /plusCrewValueDatas/{id} {amount}; DELETE /plusCrewValueDatas/{id} → 204
 * Planners with the plusCrews right read every crew, with EDIT also write; the plus-crew
 * guest reads and types in figures of his own crew only, never its settings.
 */
export function plusCrewRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const reader = allow({
    types: ['planner'],
    right: ['plusCrews'],
    guest: (p) => p.type === 'pluscrew',
  });
  const figureEditor = allow({
    types: ['planner'],
    right: ['plusCrews', 'EDIT'],
    guest: (p, c) => p.type === 'pluscrew' && holds(c.get('rights'), 'plusCrews', 'EDIT'),
  });
  // Settings are the planners': the guest reaches only the crew's page and its data (SPEC §5).
  const settingsEditor = allow({ types: ['planner'], right: ['plusCrews', 'EDIT'] });

  app.get('/plusCrews', reader, async (c) => c.json(list(await crewsOf(db, c))));

  app.get('/plusCrews/:number', reader, async (c) => {
    const crew = await crewByNumber(db, c, c.req.param('number'));
    c.header('ETag', `"${crew.version}"`);
    return c.json(crew);
  });

  app.get('/plusCrews/:number/prgrss', reader, async (c) => {
    const crew = await crewByNumber(db, c, c.req.param('number'));
    const w = parseBody(windowSchema, c.req.query());
    checkWindow(w);
    return c.json(list(await progressOf(db, c, { plusCrewId: crew.id, ...w })));
  });

  app.get('/plusCrewValueTypes', reader, async (c) =>
    c.json(
      list(
        await db.rows(
          sql`SELECT id, version, caption, unit FROM plus_crew_value_types ORDER BY id`,
        ),
      ),
    ),
  );
  app.get('/plusCrewTypes', reader, async (c) =>
    c.json(list(await db.rows(sql`SELECT id, version, name FROM plus_crew_types ORDER BY id`))),
  );
  app.get('/plusCrewDataSourceTypes', reader, async (c) =>
    c.json(
      list(
        await db.rows(sql`SELECT id, version, name FROM plus_crew_data_source_types ORDER BY id`),
      ),
    ),
  );

  app.get('/plusCrewValues', reader, async (c) => {
    const raw = c.req.query('plusCrewId');
    if (raw === undefined) return c.json(list(await valuesOf(db, c)));
    const id = parseId(raw);
    if (id === null) {
      throw apiError(400, 'invalid_query', 'The request has invalid fields', {
        fields: { plusCrewId: 'expected a positive integer' },
      });
    }
    await requireCrewId(db, c, id);
    return c.json(list(await valuesOf(db, c, id)));
  });

  app.post('/plusCrewValues/:id', settingsEditor, async (c) => {
    const id = idOf(c.req.param('id'), 'Plus crew value not found');
    const input = parseBody(plusCrewValueUpdateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await valueOf(tx, c, id);
      const amount = input.amount === undefined ? current.amount : input.amount;
      const source =
        input.dataSourceTypeId === undefined ? current.dataSourceTypeId : input.dataSourceTypeId;
      const answer = publicValue(current);
      if (amount === current.amount && source === current.dataSourceTypeId) {
        return { status: 200, body: answer };
      }
      await checkNotedVersion(c, tx, VALUES, answer);
      if (amount !== null && !SETTING_CAPTIONS.includes(current.caption)) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { amount: 'this value has daily figures, not one amount' },
        });
      }
      if (source !== null) {
        const known = await tx.one(
          sql`SELECT id FROM plus_crew_data_source_types WHERE id = ${source}`,
        );
        if (!known) {
          throw apiError(400, 'invalid_input', 'The request has invalid fields', {
            fields: { dataSourceTypeId: 'unknown data source type' },
          });
        }
      }
      await tx.run(sql`UPDATE plus_crew_values SET amount = ${amount},
        data_source_type_id = ${source}, version = version + 1 WHERE id = ${id}`);
      await noteChange(tx, c, VALUES, id);
      const updated = publicValue(await valueOf(tx, c, id));
      return { status: 200, body: updated, version: updated.version };
    });
  });

  app.get('/plusCrewValueDatas', reader, async (c) => {
    const q = parseBody(plusCrewValueDataQuerySchema, c.req.query());
    checkWindow(q);
    await requireCrewId(db, c, q.plusCrewId);
    return c.json(list(await datasOf(db, c, q)));
  });

  app.post('/plusCrewValueDatas', figureEditor, async (c) => {
    const input = parseBody(plusCrewValueDataCreateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const value = await valueOf(tx, c, input.plusCrewValueId);
      if (SETTING_CAPTIONS.includes(value.caption)) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { plusCrewValueId: 'this value is a setting, not a daily figure' },
        });
      }
      checkHours(value.unit, input.amount);
      checkNotFuture(input.date, deps.today());
      const taken = await tx.one(sql`SELECT id FROM plus_crew_value_datas
        WHERE plus_crew_value_id = ${value.id} AND date_from = ${input.date}::date`);
      if (taken) {
        throw apiError(409, 'figure_exists', 'This day already has a figure of this kind', {
          fields: { date: 'already has a figure' },
        });
      }
      const row = await tx.one<{ id: number }>(sql`INSERT INTO plus_crew_value_datas
          (plus_crew_value_id, date_from, date_to, amount)
        VALUES (${value.id}, ${input.date}::date, ${input.date}::date, ${input.amount})
        RETURNING id`);
      await noteChange(tx, c, DATAS, row!.id);
      const created = publicData(await dataOf(tx, c, row!.id));
      return { status: 201, body: created, version: created.version };
    });
  });

  app.post('/plusCrewValueDatas/:id', figureEditor, async (c) => {
    const id = idOf(c.req.param('id'), 'Plus crew figure not found');
    const input = parseBody(plusCrewValueDataUpdateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await dataOf(tx, c, id);
      const answer = publicData(current);
      // The amount already stored: what was asked is so (a resend, or two people agreeing).
      if (current.amount === input.amount) return { status: 200, body: answer };
      await checkNotedVersion(c, tx, DATAS, answer);
      checkHours(current.unit, input.amount);
      await tx.run(sql`UPDATE plus_crew_value_datas SET amount = ${input.amount},
        version = version + 1 WHERE id = ${id}`);
      await noteChange(tx, c, DATAS, id);
      const updated = publicData(await dataOf(tx, c, id));
      return { status: 200, body: updated, version: updated.version };
    });
  });

  app.delete('/plusCrewValueDatas/:id', figureEditor, async (c) => {
    const id = idOf(c.req.param('id'), 'Plus crew figure not found');
    return idempotentWrite(c, deps, null, async (tx) => {
      const current = publicData(await dataOf(tx, c, id));
      await checkNotedVersion(c, tx, DATAS, current);
      await tx.run(sql`DELETE FROM plus_crew_value_datas WHERE id = ${id}`);
      return { status: 204, body: null };
    });
  });

  return app;
}
