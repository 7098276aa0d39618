import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  projectFormSchema,
  type NamedItem,
  type RateCard,
} from '../../src/api/schemas/projectForm';
import type { Project } from '../../src/api/schemas/projects';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { noteChange } from '../http/rowChanges';
import { idParam } from '../../src/api/schemas/common';
import { loginTypesOf } from '../rights';
import { PROJECT_COLUMNS, PROJECT_FROM } from './projects';

/**
 * Creating a project (SPEC §7 "projects … create") and the reference lists its form picks
 * from. Clients and planners with the projects right may create (SPEC §1 gives both the
 * projects area; §6 names no separate create permission): a planner for any company and as
 * its project manager, a client only for their own company.
 */
const projectsRight = allow({ types: ['client', 'planner'], right: ['projects'] });

const isPlanner = (c: Context<AppEnv>) => loginTypesOf(c.get('payload')).includes('planner');

/** The companies the caller may see and create for: a client only their own. */
function companyScope(c: Context<AppEnv>) {
  return isPlanner(c)
    ? sql`true`
    : sql`co.id = (SELECT company_id FROM persons WHERE id = ${personIdOf(c.get('payload'))})`;
}

async function mayUseCompany(db: Db, c: Context<AppEnv>, companyId: number): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    sql`SELECT co.id FROM companies co WHERE co.id = ${companyId} AND ${companyScope(c)}`,
  );
  return row !== null;
}

/** A field the person chose that does not exist (or is not theirs): 400 on that field. */
function badField(field: string, message: string) {
  return apiError(400, 'invalid_input', 'The request has invalid fields', {
    fields: { [field]: message },
  });
}

export function projectCreateRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/branches', projectsRight, async (c) => {
    const items = await db.rows<NamedItem>(
      sql`SELECT id, 1 AS version, name FROM branches ORDER BY name, id`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/cateringAgreementTypes', projectsRight, async (c) => {
    const items = await db.rows<NamedItem>(
      sql`SELECT id, 1 AS version, name FROM catering_agreement_types ORDER BY id`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/companies', projectsRight, async (c) => {
    const items = await db.rows<NamedItem>(
      sql`SELECT co.id, 1 AS version, co.name FROM companies co WHERE ${companyScope(c)} ORDER BY co.name, co.id`,
    );
    return c.json({ items, total: items.length });
  });

  /** Every rate card of the caller's companies: one call for the offline table. */
  app.get('/rateCards', projectsRight, async (c) => {
    const items =
      await db.rows<RateCard>(sql`SELECT rc.id, 1 AS version, rc.company_id AS "companyId", rc.name
      FROM rate_cards rc JOIN companies co ON co.id = rc.company_id
      WHERE ${companyScope(c)} ORDER BY rc.company_id, rc.name, rc.id`);
    return c.json({ items, total: items.length });
  });

  app.get('/companies/:id/rateCards', projectsRight, async (c) => {
    const id = v.safeParse(idParam, c.req.param('id'));
    if (!id.success || !(await mayUseCompany(db, c, id.output)))
      throw apiError(404, 'not_found', 'Company not found');
    const items =
      await db.rows<RateCard>(sql`SELECT id, 1 AS version, company_id AS "companyId", name
      FROM rate_cards WHERE company_id = ${id.output} ORDER BY name, id`);
    return c.json({ items, total: items.length });
  });

  app.post('/projects', projectsRight, async (c) => {
    const input = parseBody(projectFormSchema, await c.req.json().catch(() => null));
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, input, async (tx) => {
      if (!(await mayUseCompany(tx, c, input.companyId)))
        throw badField('companyId', 'unknown company');
      if (
        !(await tx.one(sql`SELECT id FROM rate_cards
          WHERE id = ${input.rateCardId} AND company_id = ${input.companyId}`))
      )
        throw badField('rateCardId', "not one of the company's rate cards");
      if (!(await tx.one(sql`SELECT id FROM branches WHERE id = ${input.branchId}`)))
        throw badField('branchId', 'unknown branch');
      if (
        !(await tx.one(
          sql`SELECT id FROM catering_agreement_types WHERE id = ${input.cateringTypeId}`,
        ))
      )
        throw badField('cateringTypeId', 'unknown catering type');
      // The planner who creates it manages it ("my" projects); a client's waits for one.
      const manager = isPlanner(c) ? me : null;
      const created = await tx.one<{ id: number }>(sql`INSERT INTO projects (number, name,
          company_id, client_mark, begin_date, end_date, reference, project_manager_id,
          branch_id, rate_card_id, catering_type_id, comment, status)
        VALUES ('P-' || nextval('project_numbers'), ${input.name}, ${input.companyId},
          ${input.clientMark}, ${input.beginDate}, ${input.endDate}, ${input.reference},
          ${manager}, ${input.branchId}, ${input.rateCardId}, ${input.cateringTypeId},
          ${input.comment}, 'confirmed')
        RETURNING id`);
      if (!created) throw new Error('INSERT returned no row');
      await noteChange(tx, c, 'projects', created.id);
      const body = await tx.one<Project>(
        sql`SELECT ${PROJECT_COLUMNS} ${PROJECT_FROM} WHERE p.id = ${created.id}`,
      );
      return { status: 201, body };
    });
  });

  return app;
}
