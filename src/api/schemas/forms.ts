import { z } from 'zod';
import { entityId, isRealDate, text } from './common';

/** Question types of a form (issue 6); the seed uses every one of them. */
export const QUESTION_TYPES = [
  'text',
  'number',
  'yesNo',
  'singleChoice',
  'multipleChoice',
  'date',
  'file',
  'signature',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const formQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  /** URL-friendly name: `/forms/{id}/{name}/{questionId}` opens the form at the question. */
  name: z.string(),
  label: z.string(),
  help: z.string().nullable().default(null),
  required: z.boolean(),
  /** Choices of singleChoice / multipleChoice; empty otherwise. */
  options: z.array(z.string()).default([]),
  /**
   * The range a number answer must lie in, inclusive; null for no bound. Years of experience
   * are 0 or more: without a bound the form took -5.
   */
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
});
export type FormQuestion = z.infer<typeof formQuestionSchema>;

/** A form definition (table `forms`): a plain form to perform, or a crew's security check. */
export const formDefinitionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['form', 'securityCheck']),
  questions: z.array(formQuestionSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** An uploaded file answer: the key the app chose, so it works before the upload reached the server. */
export const fileAnswerSchema = z.object({
  fileKey: text(100).min(8),
  fileName: text(200),
  contentType: text(100),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/**
 * The longest answer to a text question. Signatures (PNG data URLs) travel as text answers too
 * and need the large bound of `answerValueSchema`; typed text has this one, shown on the field.
 */
export const TEXT_ANSWER_MAX = 4000;
export const textAnswerSchema = text(TEXT_ANSWER_MAX);

/**
 * Answers go into jsonb as sent. A text answer may be a signature (a PNG data URL, as large
 * as a document signature); choices are short.
 */
export const answerValueSchema = z.union([
  text(900_000),
  z.number(),
  z.boolean(),
  z.array(text(500)).max(200),
  fileAnswerSchema,
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
/** Answers keyed by question id (as a string: JSON object keys). */
export const answersSchema = z.record(text(20), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export const FORM_RESULT_STATUSES = ['draft', 'sent'] as const;

/** The person's result of a form (table `formResults`); `securityCheckId` for a security check. */
export const formResultSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  formId: z.number().int(),
  personId: z.number().int(),
  securityCheckId: z.number().int().nullable(),
  status: z.enum(FORM_RESULT_STATUSES),
  answers: answersSchema,
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type FormResult = z.infer<typeof formResultSchema>;

/** A security check to fill for a crew on a date and shift (table `securityChecks`, issue 5). */
export const securityCheckSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  formId: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  shift: z.string(),
  title: z.string(),
  /** The chief's result, once saved on the server. */
  resultId: z.number().int().nullable(),
  status: z.enum(['open', 'draft', 'sent']),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;

/** Body of POST /formResults/perform (create) and POST /formResults/perform/{id} (update). */
export const formResultInputSchema = z.object({
  formId: entityId,
  securityCheckId: entityId.nullable().default(null),
  answers: answersSchema,
});
export type FormResultInput = z.infer<typeof formResultInputSchema>;

/** Data part of POST /formQuestions/{id}/file (multipart; the file in the "file" part). */
export const formFileInputSchema = z.object({
  fileKey: fileAnswerSchema.shape.fileKey,
  fileName: text(200).optional(),
});

/** Why an answer is refused: missing, of the wrong kind, out of the number range, too long. */
export type AnswerIssue = 'required' | 'invalid' | 'tooSmall' | 'tooLarge' | 'tooLong';

const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a non-empty value fits the question's type (and its options). */
export function fitsQuestion(question: FormQuestion, value: AnswerValue): boolean {
  switch (question.type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'yesNo':
      return typeof value === 'boolean';
    case 'singleChoice':
      return typeof value === 'string' && question.options.includes(value);
    case 'multipleChoice':
      return Array.isArray(value) && value.every((v) => question.options.includes(v));
    case 'date':
      return typeof value === 'string' && isRealDate(value);
    case 'file':
      return fileAnswerSchema.safeParse(value).success;
    case 'signature':
      return typeof value === 'string' && SIGNATURE.test(value);
  }
}

/**
 * The problems of a form's answers, per question id, in question order: a draft may leave
 * questions empty, a result to send (`requireAll`) may not leave a required one empty. The
 * app and the server run the same rules.
 */
export function answerIssues(
  form: Pick<FormDefinition, 'questions'>,
  answers: Answers,
  options: { requireAll: boolean },
): [questionId: number, issue: AnswerIssue][] {
  const issues: [number, AnswerIssue][] = [];
  for (const question of form.questions) {
    const value = answers[String(question.id)];
    if (isEmptyAnswer(value)) {
      if (options.requireAll && question.required) issues.push([question.id, 'required']);
    } else if (!fitsQuestion(question, value ?? null)) {
      issues.push([question.id, 'invalid']);
    } else {
      const beyond = beyondLimits(question, value ?? null);
      if (beyond) issues.push([question.id, beyond]);
    }
  }
  return issues;
}

/** A fitting answer outside the question's limits: a number out of range, a text too long. */
function beyondLimits(question: FormQuestion, value: AnswerValue): AnswerIssue | null {
  if (question.type === 'number' && typeof value === 'number') {
    if (question.min !== null && value < question.min) return 'tooSmall';
    if (question.max !== null && value > question.max) return 'tooLarge';
  }
  if (question.type === 'text' && typeof value === 'string') {
    if (!textAnswerSchema.safeParse(value).success) return 'tooLong';
  }
  return null;
}

/** The file answers of a result: their keys must name files uploaded by the same person. */
export function fileKeysOf(form: Pick<FormDefinition, 'questions'>, answers: Answers): string[] {
  return form.questions
    .filter((q) => q.type === 'file')
    .map((q) => fileAnswerSchema.safeParse(answers[String(q.id)]))
    .flatMap((p) => (p.success ? [p.data.fileKey] : []));
}
