import { Hono } from 'hono';
import type { FormResult, SecurityCheck } from '../../src/api/schemas/forms';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError } from '../http/errors';
import { requireCrewChief } from './crewAccess';
import { RESULT_COLUMNS, resultPdf, sendResult } from './formQueries';
import { parseId } from '../http/ids';
import { DEFAULT_PDF_DATES, pdfDay } from '../http/pdfDates';

const COLUMNS = sql`sc.id, sc.version, sc.crew_id AS "crewId", sc.form_id AS "formId",
  to_char(sc.check_date, 'YYYY-MM-DD') AS date, sc.shift, sc.title,
  fr.id AS "resultId", COALESCE(fr.status, 'open') AS status`;

async function checkOf(db: Db, crewId: number, raw: string): Promise<SecurityCheck> {
  const id = parseId(raw);
  const row =
    id !== null
      ? await db.one<SecurityCheck>(sql`SELECT ${COLUMNS} FROM security_checks sc
        LEFT JOIN form_results fr ON fr.security_check_id = sc.id
        WHERE sc.id = ${id} AND sc.crew_id = ${crewId}`)
      : null;
  if (!row) throw apiError(404, 'not_found', 'Security check not found');
  return row;
}

async function resultOfCheck(db: Db, me: number, check: SecurityCheck): Promise<FormResult> {
  const row = await db.one<FormResult>(sql`SELECT ${RESULT_COLUMNS} FROM form_results
    WHERE security_check_id = ${check.id} AND person_id = ${me}`);
  if (!row) throw apiError(404, 'not_found', 'This security check was not filled in yet');
  return row;
}

/**
 * Security checks of a crew (SPEC §7 projectCrews securityChecks, issue 5): the list, and the
 * download, signed download and send of the chief's result. Filling in and saving goes through
 * POST /formResults/perform with the security check's id (routes/forms.ts).
 */
/**
 * A day's shifts in the order they happen (the app's compareShifts, src/api/schemas/shiftOrder.ts):
 * as text the evening would sort before the morning. Unknown names follow, by name.
 */
const SHIFT_RANK = sql`CASE lower(trim(sc.shift)) WHEN 'morning' THEN 0 WHEN 'afternoon' THEN 1
  WHEN 'evening' THEN 2 WHEN 'night' THEN 3 ELSE 4 END`;

export function securityCheckRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'] });

  app.get('/projectCrews/:id/securityChecks', crew, async (c) => {
    const chief = await requireCrewChief(db, c.get('payload'), c.req.param('id'));
    const items = await db.rows<SecurityCheck>(sql`SELECT ${COLUMNS} FROM security_checks sc
      LEFT JOIN form_results fr ON fr.security_check_id = sc.id
      WHERE sc.crew_id = ${chief.id} ORDER BY sc.check_date, ${SHIFT_RANK}, sc.shift, sc.id`);
    return c.json({ items, total: items.length });
  });

  const download = (signed: boolean) =>
    app.get(
      `/projectCrews/:id/securityChecks/:checkId/${signed ? 'signedDownload' : 'download'}`,
      crew,
      async (c) => {
        const chief = await requireCrewChief(db, c.get('payload'), c.req.param('id'));
        const check = await checkOf(db, chief.id, c.req.param('checkId'));
        const result = await resultOfCheck(db, personIdOf(c.get('payload')), check);
        const day = pdfDay(check.date, DEFAULT_PDF_DATES);
        return resultPdf(db, result, signed, `${check.title}, ${day}, ${check.shift}`);
      },
    );
  download(false);
  download(true);

  app.post('/projectCrews/:id/securityChecks/:checkId/send', crew, async (c) => {
    const chief = await requireCrewChief(db, c.get('payload'), c.req.param('id'));
    const check = await checkOf(db, chief.id, c.req.param('checkId'));
    const result = await resultOfCheck(db, personIdOf(c.get('payload')), check);
    return sendResult(c, deps, String(result.id));
  });

  return app;
}
