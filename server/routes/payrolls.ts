import { Hono } from 'hono';
import * as v from 'valibot';
import {
  payrollDocumentType,
  payrollItemDeclineSchema,
  type Activity,
  type Payroll,
  type PayrollDocument,
  type PayrollItem,
} from '../../src/api/schemas/payrolls';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { buildPdf, pdfResponse } from '../http/pdf';
import { payrollPdfLines, todoDueDate } from './payrollFigures';
import { idParam } from '../../src/api/schemas/common';

/** Who a declined item's to-do goes to: the accountant handles data changes (SPEC §6). */
export const ACCOUNTANT = 'accounting@demo.test';

const PAYROLL = sql`p.id, p.version, p.number, to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart",
  to_char(p.period_end, 'YYYY-MM-DD') AS "periodEnd", p.gross::float8 AS gross, p.net::float8 AS net,
  p.status, p.public_token AS "publicToken"`;
const ITEM = sql`i.id, i.version, i.payroll_id AS "payrollId", to_char(i.date, 'YYYY-MM-DD') AS date,
  i.description, i.hours::float8 AS hours, i.amount::float8 AS amount, i.status,
  i.decline_reason AS "declineReason"`;
const DOCUMENT = sql`d.id, d.version, d.payroll_id AS "payrollId", p.number AS "payrollNumber",
  to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart", d.document_type AS "documentType", d.name`;
const ACTIVITY = sql`a.id, a.version, a.type, a.caption, a.body, a.parameters,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

async function ownPayroll(db: Db, me: number, rawId: string): Promise<Payroll> {
  const id = v.safeParse(idParam, rawId);
  const row = id.success
    ? await db.one<Payroll>(
        sql`SELECT ${PAYROLL} FROM payrolls p WHERE p.id = ${id.output} AND p.person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Payroll not found');
  return row;
}

async function ownItem(db: Db, me: number, rawId: string): Promise<PayrollItem> {
  const id = v.safeParse(idParam, rawId);
  const row = id.success
    ? await db.one<PayrollItem>(sql`SELECT ${ITEM} FROM payroll_items i
        JOIN payrolls p ON p.id = i.payroll_id WHERE i.id = ${id.output} AND p.person_id = ${me}`)
    : null;
  if (!row) throw apiError(404, 'not_found', 'Payroll item not found');
  return row;
}

/** Payrolls, their items, documents and the decline of an item (SPEC §7 "Payrolls"). */
export function payrollRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'], right: ['payrolls'] });

  app.get('/payrolls', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<Payroll>(sql`SELECT ${PAYROLL} FROM payrolls p WHERE p.person_id = ${me}
        ORDER BY p.period_start DESC, p.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM payrolls WHERE person_id = ${me}`),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.get('/payrolls/:id', crew, async (c) =>
    c.json(await ownPayroll(db, personIdOf(c.get('payload')), c.req.param('id'))),
  );

  app.get('/payrolls/:id/items', crew, async (c) => {
    const payroll = await ownPayroll(db, personIdOf(c.get('payload')), c.req.param('id'));
    const items = await db.rows<PayrollItem>(
      sql`SELECT ${ITEM} FROM payroll_items i WHERE i.payroll_id = ${payroll.id} ORDER BY i.date, i.id`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/payrolls/:id/activities', crew, async (c) => {
    const payroll = await ownPayroll(db, personIdOf(c.get('payload')), c.req.param('id'));
    const items = await db.rows<Activity>(sql`SELECT ${ACTIVITY} FROM activities a
      JOIN payroll_items i ON a.entity_type = 'payrollItem' AND a.entity_id = i.id
      WHERE i.payroll_id = ${payroll.id} ORDER BY a.id`);
    return c.json({ items, total: items.length });
  });

  app.get('/payrolls/:id/download/:kind', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const payroll = await ownPayroll(db, me, c.req.param('id'));
    const kind = v.safeParse(payrollDocumentType, c.req.param('kind'));
    if (!kind.success) throw apiError(404, 'not_found', 'Document not found');
    const [items, person] = await Promise.all([
      db.rows<PayrollItem>(
        sql`SELECT ${ITEM} FROM payroll_items i WHERE i.payroll_id = ${payroll.id} ORDER BY i.date, i.id`,
      ),
      db.one<{ name: string }>(sql`SELECT name FROM persons WHERE id = ${me}`),
    ]);
    const { title, lines } = payrollPdfLines(kind.output, payroll, items, person?.name ?? '');
    return pdfResponse(
      buildPdf(title, lines),
      `${kind.output.toLowerCase()}-${payroll.number}.pdf`,
    );
  });

  app.get('/payrollDocuments', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const items = await db.rows<PayrollDocument>(sql`SELECT ${DOCUMENT} FROM payroll_documents d
      JOIN payrolls p ON p.id = d.payroll_id WHERE p.person_id = ${me}
      ORDER BY p.period_start DESC, d.document_type LIMIT 1000`);
    return c.json({ items, total: items.length });
  });

  app.get('/payrollItems', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const items = await db.rows<PayrollItem>(sql`SELECT ${ITEM} FROM payroll_items i
      JOIN payrolls p ON p.id = i.payroll_id WHERE p.person_id = ${me}
      ORDER BY i.date DESC, i.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
    const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM payroll_items i
      JOIN payrolls p ON p.id = i.payroll_id WHERE p.person_id = ${me}`);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.get('/payrollItems/:id', crew, async (c) =>
    c.json(await ownItem(db, personIdOf(c.get('payload')), c.req.param('id'))),
  );

  app.get('/payrollItems/:id/activities', crew, async (c) => {
    const item = await ownItem(db, personIdOf(c.get('payload')), c.req.param('id'));
    const items = await db.rows<Activity>(sql`SELECT ${ACTIVITY} FROM activities a
      WHERE a.entity_type = 'payrollItem' AND a.entity_id = ${item.id} ORDER BY a.id`);
    return c.json({ items, total: items.length });
  });

  // Declining disputes an item: the accountant gets a to-do (SPEC §3, §9 TODO_PAYROLL_ITEM).
  app.post('/payrollItems/:id/decline', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(payrollItemDeclineSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await ownItem(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'payroll_items', current);
      if (current.status === 'declined') {
        throw apiError(409, 'already_declined', 'This payroll item was already declined', {
          current,
        });
      }
      const payroll = await tx.one<{ status: string }>(
        sql`SELECT status FROM payrolls WHERE id = ${current.payrollId}`,
      );
      if (payroll?.status === 'paid') {
        throw apiError(409, 'payroll_paid', 'This payroll is paid: contact the accountant', {
          current,
        });
      }
      const row = await tx.one<PayrollItem>(sql`UPDATE payroll_items i SET status = 'declined',
          decline_reason = ${input.reason}, version = version + 1
        WHERE i.id = ${current.id} RETURNING ${ITEM}`);
      await noteChange(tx, c, 'payroll_items', current.id);
      const parameters = { recipient: ACCOUNTANT, dueDate: todoDueDate(deps.today()), priority: 1 };
      await tx.run(sql`INSERT INTO activities (type, caption, body, parameters, entity_type, entity_id, person_id)
        VALUES ('TODO_PAYROLL_ITEM', ${`Payroll item declined: ${current.description} (${current.date})`},
          ${input.reason}, ${JSON.stringify(parameters)}::jsonb, 'payrollItem', ${current.id}, ${me})`);
      return { status: 200, body: row };
    });
  });

  return app;
}
