import { Hono } from 'hono';
import * as v from 'valibot';
import type { Contract } from '../../src/api/schemas/contracts';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError } from '../http/errors';
import { buildPdf, pdfResponse } from '../http/pdf';
import { formatDate } from '../../src/api/schemas/dateFormats';
import { PDF_LOCALE } from '../http/pdfDates';
import { idParam } from '../../src/api/schemas/common';

const CONTRACT = sql`c.id, c.version, c.name, c.company,
  to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
  c.quota_hours::float8 AS quota, c.planned_hours::float8 AS planned, c.worked_hours::float8 AS worked,
  c.time_account_hours::float8 AS "timeAccount", c.vacation_account_days::float8 AS "vacationAccount",
  COALESCE((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.id)
    FROM staff_contract_documents d WHERE d.contract_id = c.id), '[]'::json) AS documents`;

async function ownContract(db: Db, me: number, rawId: string): Promise<Contract> {
  const id = v.safeParse(idParam, rawId);
  const row = id.success
    ? await db.one<Contract>(
        sql`SELECT ${CONTRACT} FROM staff_contracts c WHERE c.id = ${id.output} AND c.person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Contract not found');
  return row;
}

/** Staff contracts with their documents (SPEC §7). */
export function contractRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const contracts = allow({ types: ['crew'], right: ['staffContracts'] });

  app.get('/staffContracts', contracts, async (c) => {
    const me = personIdOf(c.get('payload'));
    const items = await db.rows<Contract>(sql`SELECT ${CONTRACT} FROM staff_contracts c
      WHERE c.person_id = ${me} ORDER BY c.start_date DESC, c.id LIMIT 1000`);
    return c.json({ items, total: items.length });
  });

  app.get('/staffContracts/:id', contracts, async (c) =>
    c.json(await ownContract(db, personIdOf(c.get('payload')), c.req.param('id'))),
  );

  app.get('/staffContracts/:id/documents', contracts, async (c) => {
    const contract = await ownContract(db, personIdOf(c.get('payload')), c.req.param('id'));
    return c.json({ items: contract.documents, total: contract.documents.length });
  });

  app.get('/staffContracts/:id/documents/:docId/download', contracts, async (c) => {
    const contract = await ownContract(db, personIdOf(c.get('payload')), c.req.param('id'));
    const doc = contract.documents.find((d) => String(d.id) === c.req.param('docId'));
    if (!doc) throw apiError(404, 'not_found', 'Document not found');
    const lines = [
      `Contract: ${contract.name}`,
      `Employer: ${contract.company}`,
      `Start: ${formatDate(contract.startDate, PDF_LOCALE)}`,
      `End: ${contract.endDate ? formatDate(contract.endDate, PDF_LOCALE) : 'open-ended'}`,
      `Quota: ${contract.quota.toFixed(2)} hours per month`,
      `Vacation account: ${contract.vacationAccount.toFixed(2)} days`,
    ];
    return pdfResponse(buildPdf(doc.name, lines), `contract-${contract.id}-document-${doc.id}.pdf`);
  });

  return app;
}
