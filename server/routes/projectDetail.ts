import { Hono } from 'hono';
import * as v from 'valibot';
import { idParam } from '../../src/api/schemas/common';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  projectPasswordSchema,
  type ProjectActivity,
} from '../../src/api/schemas/projectDetail';
import { TODO_TYPE, projectTodoInputSchema } from '../../src/api/schemas/projectTodoRules';
import { hashPassword } from '../auth/passwords';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { allow, personIdOf } from '../http/policy';
import { idempotentWrite } from '../http/writes';
import {
  ACTIVITY,
  ACTIVITY_FROM,
  detailParts,
  extrasOf,
  isPlannerPayload,
  readableProject,
} from './projectDetailQueries';
import { projectExportRoutes } from './projectExports';
import { fileResponse, readUpload } from './uploads';

/** Clients and planners with the projects right: the detail of SPEC §7 "Projects". */
const reader = allow({ types: ['client', 'planner'], right: ['projects'] });
const planner = allow({ types: ['planner'], right: ['projects'] });
const logoEditor = allow({ types: ['planner'], right: ['projects', 'EDIT_PROJECT_LOGO'] });

export function projectDetailRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // SPEC §5: a project guest reaches its project's manager contact, nothing else of the
  // detail (documents, invoices and activities stay empty for it).
  const readerOrOwnGuest = allow({
    types: ['client', 'planner'],
    right: ['projects'],
    guest: (p, ctx) =>
      p.type === 'project' && p.loginData.projectNumber === ctx.req.param('number'),
  });

  app.get('/projects/:number/detail', readerOrOwnGuest, async (c) => {
    const payload = c.get('payload');
    const project = await readableProject(db, payload, c.req.param('number'));
    if (payload.type === 'project') {
      const extras = await extrasOf(db, project.id);
      return c.json({ extras, documents: [], invoices: [], activities: [] });
    }
    return c.json(await detailParts(db, project, isPlannerPayload(payload)));
  });

  app.get('/projects/:number/documents/:id/download', reader, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const id = v.safeParse(idParam, c.req.param('id'));
    const file = id.success
      ? await db.one<{ key: string; contentType: string; fileName: string }>(sql`
          SELECT store_key AS key, content_type AS "contentType", file_name AS "fileName"
          FROM project_documents WHERE id = ${id.output} AND project_id = ${project.id}`)
      : null;
    if (!file) throw apiError(404, 'not_found', 'Document not found');
    return fileResponse(c, deps.files, file);
  });

  // SPEC §9: a to-do is TODO_INT, priority 1 and due one day ahead unless the planner says.
  app.post('/projects/:number/activities', planner, async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const input = parseBody(projectTodoInputSchema, await c.req.json().catch(() => null));
    const project = await readableProject(db, payload, c.req.param('number'));
    return idempotentWrite(c, deps, input, async (tx) => {
      const parameters = { dueDate: input.dueDate, priority: input.priority };
      const row = await tx.one<{ id: number }>(sql`INSERT INTO activities
          (type, caption, body, parameters, entity_type, entity_id, person_id)
        VALUES (${TODO_TYPE}, ${input.caption}, ${input.body || null},
          ${JSON.stringify(parameters)}::jsonb, 'project', ${project.id}, ${me})
        RETURNING id`);
      const created = await tx.one<ProjectActivity>(
        sql`SELECT ${ACTIVITY} ${ACTIVITY_FROM} WHERE a.id = ${row!.id}`,
      );
      return { status: 201, body: created };
    });
  });

  // The project guest's password (SPEC §5): only its hash is stored. Guests logged in with the
  // old password keep their session until it ends (the guest token is short-lived).
  app.put('/projects/:number/password', planner, async (c) => {
    const input = parseBody(projectPasswordSchema, await c.req.json().catch(() => null));
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const hash = await hashPassword(input.password);
    // The body hashed for idempotency must not hold the password: its digest stands in.
    return idempotentWrite(c, deps, { project: project.id, hash: null }, async (tx) => {
      await tx.run(sql`UPDATE projects SET guest_password_hash = ${hash}
        WHERE id = ${project.id}`);
      return { status: 204, body: null };
    });
  });

  app.post('/projects/:number/logo', logoEditor, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const upload = await readUpload(c, deps.files, v.looseObject({}), LOGO_TYPES, LOGO_MAX_BYTES);
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      await tx.run(sql`UPDATE projects
        SET logo_store_key = ${upload.file.key}, logo_content_type = ${upload.contentType}
        WHERE id = ${project.id}`);
      return { status: 200, body: await extrasOf(tx, project.id) };
    });
  });

  app.get('/projects/:number/logo', reader, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const logo = await db.one<{ key: string | null; contentType: string | null }>(sql`
      SELECT logo_store_key AS key, logo_content_type AS "contentType"
      FROM projects WHERE id = ${project.id}`);
    if (!logo?.key || !logo.contentType) throw apiError(404, 'not_found', 'No logo');
    return fileResponse(
      c,
      deps.files,
      { key: logo.key, contentType: logo.contentType, fileName: `logo-${project.number}` },
      'inline',
    );
  });

  app.route('/', projectExportRoutes(deps, reader));
  return app;
}
