import {
  TEXT_ANSWER_MAX,
  answerIssues,
  textAnswerSchema,
  fileKeysOf,
  type AnswerIssue,
  type Answers,
  type FileAnswer,
  type FormResult,
} from '../../api/schemas/forms';
import { db } from '../../db/db';
import { decodeToken } from '../../session/token';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { entityTarget } from '../outbox/targets';

export { TEXT_ANSWER_MAX, answerIssues, textAnswerSchema };
export type { AnswerIssue, Answers, FileAnswer };
export type { AnswerValue, FormQuestion } from '../../api/schemas/forms';

export const FORM_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Where a picked file is kept on the device (and the server's download path of it). */
export const formFilePath = (fileKey: string) => `/formFiles/${fileKey}`;

/** Which result: the person's own form, or the chief's result of one security check. */
export type FormTarget = { formId: number; securityCheckId: number | null };

/** Thrown when answers do not pass the rules; nothing was queued. */
export class FormAnswersError extends Error {
  constructor(readonly issues: [number, AnswerIssue][]) {
    super('Some answers are missing or invalid');
  }
}

/**
 * Keeps a picked file or photo on the device (shown as a thumbnail, offline too) and returns
 * its answer. Nothing is queued yet: the upload goes with the next save or send, so a form
 * left half-done sends nothing.
 */
export async function keepFormFile(file: Blob, fileName: string): Promise<FileAnswer> {
  const fileKey = crypto.randomUUID();
  await db.files.put({
    path: formFilePath(fileKey),
    blob: file,
    contentType: file.type,
    name: fileName,
    savedAt: Date.now(),
  });
  return { fileKey, fileName, contentType: file.type };
}

export async function findResult(target: FormTarget): Promise<FormResult | undefined> {
  return db.formResults
    .where('formId')
    .equals(target.formId)
    .filter((r) => r.securityCheckId === target.securityCheckId)
    .first();
}

/**
 * Saves a form's answers (draft) and, with `send`, sends it. One transaction: the row changes
 * at once (pending) and the outbox gets, in order, the uploads of newly picked files, the
 * create or update of the result (after those uploads), and the send (same entity, so FIFO).
 * The rules run first: with a missing required answer nothing is queued at all.
 */
export async function saveFormResult(
  target: FormTarget,
  answers: Answers,
  options: { send: boolean },
): Promise<number> {
  const form = await db.forms.get(target.formId);
  if (!form) throw new Error('Form not found');
  const issues = answerIssues(form, answers, { requireAll: options.send });
  if (issues.length > 0) throw new FormAnswersError(issues);

  // The form's title (and the check's day and shift): the outbox names the change by them.
  const check =
    target.securityCheckId === null
      ? undefined
      : await db.securityChecks.get(target.securityCheckId);
  const about = check
    ? { name: check.title, date: check.date, shift: check.shift }
    : { name: form.title };

  let resultId = 0;
  await db.transaction('rw', [db.session, db.formResults, db.files, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const personId = decodeToken(session.token)?.loginData.personId ?? 0;
    const existing = await findResult(target);
    if (existing?.status === 'sent') throw new Error('This form was already sent');
    const now = new Date();
    const add = (input: Parameters<typeof outboxRecord>[1]) => {
      const record = outboxRecord(session.ownerId, input, now.getTime());
      return db.outbox.add(record).then(() => record.id);
    };

    // Files not in the last saved answers were never queued: upload them first.
    const saved = new Set(existing ? fileKeysOf(form, existing.answers) : []);
    const uploads: string[] = [];
    for (const question of form.questions.filter((q) => q.type === 'file')) {
      const answer = answers[String(question.id)] as FileAnswer | undefined;
      if (!answer || saved.has(answer.fileKey)) continue;
      const kept = await db.files.get(formFilePath(answer.fileKey));
      if (!kept) throw new Error('The picked file is no longer on this device');
      uploads.push(
        await add({
          kind: 'formFile.upload',
          method: 'POST',
          path: `/formQuestions/${question.id}/file`,
          body: { fileKey: answer.fileKey, fileName: answer.fileName },
          blobs: { file: kept.blob },
          entity: null,
          baseVersion: null,
        }),
      );
    }

    const body = { formId: target.formId, securityCheckId: target.securityCheckId, answers };
    let row: FormResult;
    if (!existing) {
      row = {
        id: localEntityId(),
        version: 1,
        formId: target.formId,
        personId,
        securityCheckId: target.securityCheckId,
        status: 'draft',
        answers,
        updatedAt: now.toISOString(),
        sentAt: null,
      };
      await add({
        kind: 'formResult.create',
        about,
        method: 'POST',
        path: '/formResults/perform',
        body,
        entity: { table: 'formResults', id: row.id },
        baseVersion: null,
        dependsOn: uploads,
        undo: [{ table: 'formResults', id: row.id, row: null }],
      });
    } else {
      row = { ...existing, answers, updatedAt: now.toISOString() };
      if (JSON.stringify(existing.answers) !== JSON.stringify(answers) || uploads.length > 0) {
        const t = await entityTarget('formResults', '/formResults/perform', existing.id);
        await add({
          kind: 'formResult.update',
          about,
          method: 'POST',
          path: t.path,
          body,
          entity: { table: 'formResults', id: existing.id },
          baseVersion: existing.id < 0 ? null : existing.version,
          dependsOn: [...t.dependsOn, ...uploads],
          undo: [{ table: 'formResults', id: existing.id, row: existing }],
        });
      }
    }
    if (options.send) {
      const t = await entityTarget('formResults', '/formResults/perform', row.id);
      await add({
        kind: 'formResult.send',
        about,
        method: 'POST',
        path: `${t.path}/send`,
        body: {},
        entity: { table: 'formResults', id: row.id },
        baseVersion: row.id < 0 ? null : row.version,
        dependsOn: t.dependsOn,
        // The draft as saved just above: discarding only the sending keeps the answers.
        undo: [{ table: 'formResults', id: row.id, row }],
      });
      row = { ...row, status: 'sent', sentAt: now.toISOString() };
    }
    await db.formResults.put(row);
    resultId = row.id;
  });
  notifyEnqueued();
  return resultId;
}
