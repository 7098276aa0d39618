import { Hono, type Context } from 'hono';
import type { TokenPayload } from '../../src/api/schemas/session';
import {
  TEXT_ANSWER_MAX,
  answerIssues,
  fileKeysOf,
  formFileInputSchema,
  formResultInputSchema,
  type AnswerIssue,
  type Answers,
  type FormDefinition,
  type FormQuestion,
  type FormResult,
} from '../../src/api/schemas/forms';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { pdfResponse } from '../http/pdf';
import { formResultPdf } from '../http/formPdf';
import { pdfDatesOf } from '../http/pdfDates';
import { requireCrewChief } from './crewAccess';
import { fileResponse, readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';
import { idOf } from '../http/ids';

const FORM_COLUMNS = sql`f.id, f.version, f.name, f.title, f.description, f.kind, f.questions`;
export const RESULT_COLUMNS = sql`id, version, form_id AS "formId", person_id AS "personId",
  security_check_id AS "securityCheckId", status, answers,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
  to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt"`;

export const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The field message of an answer's issue, naming the limit it broke. */
function issueText(question: FormQuestion | undefined, issue: AnswerIssue): string {
  switch (issue) {
    case 'required':
      return 'This question is required';
    case 'invalid':
      return 'This answer does not fit the question';
    case 'tooSmall':
      return `Must be at least ${question?.min ?? 0}`;
    case 'tooLarge':
      return `Must be at most ${question?.max ?? 0}`;
    case 'tooLong':
      return `Must be at most ${TEXT_ANSWER_MAX} characters`;
  }
}

export async function formOf(db: Db, id: number): Promise<FormDefinition> {
  const form = await db.one<FormDefinition>(
    sql`SELECT ${FORM_COLUMNS} FROM forms f WHERE f.id = ${id}`,
  );
  if (!form) throw apiError(404, 'not_found', 'Form not found');
  return form;
}

/** The caller's own result; anybody else's is "not found" (only the performer sees it). */
export async function ownResult(db: Db, me: number, raw: string | number): Promise<FormResult> {
  const id = idParam.safeParse(raw);
  const row = id.success
    ? await db.one<FormResult>(
        sql`SELECT ${RESULT_COLUMNS} FROM form_results WHERE id = ${id.data} AND person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Form result not found');
  return row;
}

/** A plain form needs an assignment; a security check needs the crew's chief. */
async function mayPerform(
  db: Db,
  payload: TokenPayload,
  me: number,
  form: FormDefinition,
  securityCheckId: number | null,
): Promise<void> {
  if (securityCheckId !== null) {
    const check = await db.one<{ crewId: number; formId: number }>(
      sql`SELECT crew_id AS "crewId", form_id AS "formId" FROM security_checks WHERE id = ${securityCheckId}`,
    );
    if (!check || check.formId !== form.id) {
      throw apiError(404, 'not_found', 'Security check not found');
    }
    await requireCrewChief(db, payload, check.crewId);
    return;
  }
  const assigned = await db.one<{ id: number }>(
    sql`SELECT id FROM form_assignments WHERE form_id = ${form.id} AND person_id = ${me}`,
  );
  if (!assigned) throw apiError(403, 'forbidden', 'This form is not yours to fill in');
}

/** Answers to known questions only, checked with the app's rules; 422 names each question. */
async function checkedAnswers(
  db: Db,
  me: number,
  form: FormDefinition,
  raw: Answers,
  requireAll: boolean,
): Promise<Answers> {
  const answers: Answers = {};
  for (const q of form.questions) {
    const value = raw[String(q.id)];
    if (value !== undefined) answers[String(q.id)] = value;
  }
  const fields: Record<string, string> = {};
  for (const [id, issue] of answerIssues(form, answers, { requireAll })) {
    fields[String(id)] = issueText(
      form.questions.find((q) => q.id === id),
      issue,
    );
  }
  const keys = fileKeysOf(form, answers);
  if (keys.length > 0) {
    const known = await db.rows<{ key: string }>(
      sql`SELECT file_key AS key FROM form_files WHERE person_id = ${me} AND file_key IN (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    const have = new Set(known.map((k) => k.key));
    for (const q of form.questions.filter((x) => x.type === 'file')) {
      const key = (answers[String(q.id)] as { fileKey?: string } | undefined)?.fileKey;
      if (key && !have.has(key)) fields[String(q.id)] = 'The file was not uploaded';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw apiError(422, 'invalid_answers', 'Some answers are missing or invalid', { fields });
  }
  return answers;
}

async function linkFiles(db: Db, me: number, form: FormDefinition, result: FormResult) {
  const keys = fileKeysOf(form, result.answers);
  if (keys.length === 0) return;
  await db.run(sql`UPDATE form_files SET result_id = ${result.id} WHERE person_id = ${me}
    AND file_key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}

/** Sends a result: every required question answered (422 otherwise), then it is final. */
export async function sendResult(c: Context<AppEnv>, deps: Deps, rawId: string) {
  const me = personIdOf(c.get('payload'));
  return idempotentWrite(c, deps, { send: rawId }, async (tx) => {
    const current = await ownResult(tx, me, rawId);
    await checkNotedVersion(c, tx, 'form_results', current);
    if (current.status === 'sent') {
      throw apiError(409, 'already_sent', 'This form was already sent', { current });
    }
    const form = await formOf(tx, current.formId);
    if (current.securityCheckId !== null) {
      await mayPerform(tx, c.get('payload'), me, form, current.securityCheckId);
    }
    await checkedAnswers(tx, me, form, current.answers, true);
    const row = await tx.one<FormResult>(sql`UPDATE form_results SET status = 'sent',
      sent_at = now(), updated_at = now(), version = version + 1
      WHERE id = ${current.id} RETURNING ${RESULT_COLUMNS}`);
    await noteChange(tx, c, 'form_results', current.id);
    return { status: 200, body: row };
  });
}

/** The result as a PDF; the signed one only once it was sent (signed and final). */
export async function resultPdf(
  db: Db,
  result: FormResult,
  signed: boolean,
  heading?: string,
): Promise<Response> {
  if (signed && result.status !== 'sent') {
    throw apiError(409, 'not_signed', 'The signed result exists once the form was sent');
  }
  const form = await formOf(db, result.formId);
  const files = await db.rows<{ fileKey: string; fileName: string; sha256: string; size: number }>(
    sql`SELECT file_key AS "fileKey", file_name AS "fileName", sha256, size FROM form_files
      WHERE result_id = ${result.id}`,
  );
  const bytes = await formResultPdf(form, result, files, {
    signed,
    heading,
    dates: await pdfDatesOf(db),
  });
  return pdfResponse(bytes, `${form.name}-${result.id}${signed ? '-signed' : ''}.pdf`);
}

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
    const questionId = idParam.safeParse(c.req.param('id'));
    if (!questionId.success) throw apiError(404, 'not_found', 'Question not found');
    const upload = await readUpload(c, deps.files, formFileInputSchema, FILE_TYPES, FILE_MAX_BYTES);
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      const form = await tx.one<{ id: number }>(sql`SELECT id FROM forms
        WHERE questions @> ${JSON.stringify([{ id: questionId.data, type: 'file' }])}::jsonb`);
      if (!form) throw apiError(404, 'not_found', 'Question not found');
      const taken = await tx.one<{ personId: number }>(
        sql`SELECT person_id AS "personId" FROM form_files WHERE file_key = ${upload.data.fileKey}`,
      );
      if (taken) throw apiError(409, 'file_key_taken', 'This file key is already used');
      const row = await tx.one(sql`INSERT INTO form_files
        (file_key, person_id, question_id, content_type, file_name, size, sha256, store_key)
        VALUES (${upload.data.fileKey}, ${me}, ${questionId.data}, ${upload.contentType},
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
