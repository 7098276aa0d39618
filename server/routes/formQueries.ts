import type { Context } from 'hono';
import * as v from 'valibot';
import type { TokenPayload } from '../../src/api/schemas/session';
import {
  TEXT_ANSWER_MAX,
  answerIssues,
  fileKeysOf,
  type AnswerIssue,
  type Answers,
  type FormDefinition,
  type FormQuestion,
  type FormResult,
} from '../../src/api/schemas/forms';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { personIdOf } from '../http/policy';
import { apiError } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { pdfResponse } from '../http/pdf';
import { formResultPdf } from '../http/formPdf';
import { pdfDatesOf } from '../http/pdfDates';
import { requireCrewChief } from './crewAccess';
import { idParam } from '../../src/api/schemas/common';

/** The form and result columns and the rules the form routes (and security checks) share. */
export const FORM_COLUMNS = sql`f.id, f.version, f.name, f.title, f.description, f.kind, f.questions`;
export const RESULT_COLUMNS = sql`id, version, form_id AS "formId", person_id AS "personId",
  security_check_id AS "securityCheckId", status, answers,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
  to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt"`;

export const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

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
  const id = v.safeParse(idParam, raw);
  const row = id.success
    ? await db.one<FormResult>(
        sql`SELECT ${RESULT_COLUMNS} FROM form_results WHERE id = ${id.output} AND person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Form result not found');
  return row;
}

/** A plain form needs an assignment; a security check needs the crew's chief. */
export async function mayPerform(
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
export async function checkedAnswers(
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

export async function linkFiles(db: Db, me: number, form: FormDefinition, result: FormResult) {
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
