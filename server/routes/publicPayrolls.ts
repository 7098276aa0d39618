import { Hono } from 'hono';
import * as v from 'valibot';
import type { PublicPayroll } from '../../src/api/schemas/payrolls';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError } from '../http/errors';

const tokenParam = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

/**
 * The payroll a public link opens: number and access token must both match. Nothing else of
 * the person (no name, ids or other payrolls) leaves through here.
 */
async function payrollByToken(
  db: Db,
  token: string,
  number?: string,
): Promise<PublicPayroll | null> {
  const head = await db.one<Omit<PublicPayroll, 'items'> & { id: number }>(sql`SELECT p.id,
      p.number, to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart",
      to_char(p.period_end, 'YYYY-MM-DD') AS "periodEnd", p.gross::float8 AS gross,
      p.net::float8 AS net, p.status
    FROM payrolls p WHERE p.public_token = ${token}
      ${number === undefined ? sql`` : sql`AND p.number = ${number}`}`);
  if (!head) return null;
  const items = await db.rows<PublicPayroll['items'][number]>(sql`SELECT
      to_char(i.date, 'YYYY-MM-DD') AS date, i.description, i.hours::float8 AS hours,
      i.amount::float8 AS amount, i.status
    FROM payroll_items i WHERE i.payroll_id = ${head.id} ORDER BY i.date, i.id`);
  return {
    number: head.number,
    periodStart: head.periodStart,
    periodEnd: head.periodEnd,
    gross: head.gross,
    net: head.net,
    status: head.status,
    items,
  };
}

/** SPEC §2 /public/payrolls: no bearer token, only the payroll the link's token grants. */
export function publicPayrollRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/public/payrolls', async (c) => {
    const token = v.safeParse(tokenParam, c.req.query('token'));
    const payroll = token.success ? await payrollByToken(deps.db, token.output) : null;
    c.header('Cache-Control', 'no-store');
    return c.json({ items: payroll ? [payroll] : [] });
  });

  app.get('/public/payrolls/:number', async (c) => {
    const token = v.safeParse(tokenParam, c.req.query('token'));
    const payroll = token.success
      ? await payrollByToken(deps.db, token.output, c.req.param('number'))
      : null;
    if (!payroll) throw apiError(404, 'not_found', 'Payrolls not found');
    c.header('Cache-Control', 'no-store');
    return c.json(payroll);
  });

  return app;
}
