import { Hono } from 'hono';
import * as v from 'valibot';
import {
  formFileInputSchema,
  formResultInputSchema,
  type FormDefinition,
  type FormResult,
} from '../../src/api/schemas/forms';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { fileResponse, readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';
import { idOf } from '../http/ids';
import {
  FILE_MAX_BYTES,
  FILE_TYPES,
  FORM_COLUMNS,
  RESULT_COLUMNS,
  checkedAnswers,
  formOf,
  linkFiles,
  mayPerform,
  ownResult,
  resultPdf,
  sendResult,
} from './formQueries';

/** Forms to perform (SPEC §7 Forms): definitions, results, files, downloads and send. */
export function formRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'] });

  // The definitions this person performs: assigned forms and the security-check forms of the
  // crews they lead (pulled with the job pack).
  const formsToPerform = async (me: number) =>
    db.rows<FormDefinition>(sql`SELECT ${FORM_COLUMNS} FROM forms f
      WHERE f.id IN (SELECT form_id FROM form_assignments WHERE person_id = ${me})
         OR f.id IN (SELECT sc.form_id FROM security_checks sc
                     JOIN project_crews pc ON pc.id = sc.crew_id WHERE pc.chief_person_id = ${me})
      ORDER BY f.id`);

  // SPEC §7 /persons/{id}/formsPerform: the same list, for one's own person only.
  app.get('/persons/:id/formsPerform', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    if (idOf(c.req.param('id')) !== me) throw apiError(403, 'forbidden', 'Not your forms');
    const items = await formsToPerform(me);
    return c.json({ items, total: items.length });
  });

  app.get('/forms/perform', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const items = await formsToPerform(me);
    return c.json({ items, total: items.length });
  });

  app.get('/formResults/perform', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const items = await db.rows<FormResult>(
      sql`SELECT ${RESULT_COLUMNS} FROM form_results WHERE person_id = ${me} ORDER BY id`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/forms/perform/:id', crew, async (c) =>
    c.json(await ownResult(db, personIdOf(c.get('payload')), c.req.param('id'))),
  );

  app.post('/formResults/perform', crew, async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const input = parseBody(formResultInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const form = await formOf(tx, input.formId);
      await mayPerform(tx, payload, me, form, input.securityCheckId);
      const answers = await checkedAnswers(tx, me, form, input.answers, false);
      const existing = await tx.one<FormResult>(sql`SELECT ${RESULT_COLUMNS} FROM form_results
        WHERE form_id = ${form.id} AND person_id = ${me}
          AND security_check_id IS NOT DISTINCT FROM ${input.securityCheckId}`);
      if (existing) {
        throw apiError(409, 'exists', 'This form was already started on another device', {
          current: existing,
        });
      }
      const row = (await tx.one<FormResult>(sql`INSERT INTO form_results
        (form_id, person_id, security_check_id, answers)
        VALUES (${form.id}, ${me}, ${input.securityCheckId}, ${JSON.stringify(answers)}::jsonb)
        RETURNING ${RESULT_COLUMNS}`))!;
      await noteChange(tx, c, 'form_results', row.id);
      await linkFiles(tx, me, form, row);
      return { status: 201, body: row };
    });
  });

  app.post('/formResults/perform/:id', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(formResultInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await ownResult(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'form_results', current);
      if (current.status === 'sent') {
        throw apiError(409, 'already_sent', 'This form was already sent', { current });
      }
      const form = await formOf(tx, current.formId);
      const answers = await checkedAnswers(tx, me, form, input.answers, false);
      const row = (await tx.one<FormResult>(sql`UPDATE form_results
        SET answers = ${JSON.stringify(answers)}::jsonb, updated_at = now(), version = version + 1
        WHERE id = ${current.id} RETURNING ${RESULT_COLUMNS}`))!;
      await noteChange(tx, c, 'form_results', current.id);
      await linkFiles(tx, me, form, row);
      return { status: 200, body: row };
    });
  });

  app.post('/formResults/perform/:id/send', crew, (c) => sendResult(c, deps, c.req.param('id')));
  app.post('/forms/perform/:id/send', crew, (c) => sendResult(c, deps, c.req.param('id')));

  app.get('/forms/perform/:id/download', crew, async (c) =>
    resultPdf(db, await ownResult(db, personIdOf(c.get('payload')), c.req.param('id')), false),
  );
  app.get('/forms/perform/:id/signedDownload', crew, async (c) =>
    resultPdf(db, await ownResult(db, personIdOf(c.get('payload')), c.req.param('id')), true),
  );

  // A file or photo answer: stored with its digest under the key the app chose, so the result
  // can name it before the upload was sent; saving the result links them.
  app.post('/formQuestions/:id/file', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const questionId = v.safeParse(idParam, c.req.param('id'));
    if (!questionId.success) throw apiError(404, 'not_found', 'Question not found');
    const upload = await readUpload(c, deps.files, formFileInputSchema, FILE_TYPES, FILE_MAX_BYTES);
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      const form = await tx.one<{ id: number }>(sql`SELECT id FROM forms
        WHERE questions @> ${JSON.stringify([{ id: questionId.output, type: 'file' }])}::jsonb`);
      if (!form) throw apiError(404, 'not_found', 'Question not found');
      const taken = await tx.one<{ personId: number }>(
        sql`SELECT person_id AS "personId" FROM form_files WHERE file_key = ${upload.data.fileKey}`,
      );
      if (taken) throw apiError(409, 'file_key_taken', 'This file key is already used');
      const row = await tx.one(sql`INSERT INTO form_files
        (file_key, person_id, question_id, content_type, file_name, size, sha256, store_key)
        VALUES (${upload.data.fileKey}, ${me}, ${questionId.output}, ${upload.contentType},
          ${upload.data.fileName ?? upload.fileName}, ${upload.file.size}, ${upload.file.sha256}, ${upload.file.key})
        RETURNING id, file_key AS "fileKey", file_name AS "fileName", content_type AS "contentType",
          size, sha256`);
      return { status: 201, body: row };
    });
  });

  app.get('/formFiles/:key', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const file = await db.one<{ key: string; contentType: string; fileName: string }>(sql`
      SELECT store_key AS key, content_type AS "contentType", file_name AS "fileName" FROM form_files
      WHERE file_key = ${c.req.param('key')} AND person_id = ${me}`);
    if (!file) throw apiError(404, 'not_found', 'File not found');
    return fileResponse(c, deps.files, file);
  });

  return app;
}
