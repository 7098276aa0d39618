import * as v from 'valibot';
import { entityId, isRealDate, text, int, versioned } from './common';

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

export const formQuestionSchema = v.object({
  id: int,
  type: v.picklist(QUESTION_TYPES),
  /** URL-friendly name: `/forms/{id}/{name}/{questionId}` opens the form at the question. */
  name: v.string(),
  label: v.string(),
  help: v.optional(v.nullable(v.string()), null),
  required: v.boolean(),
  /** Choices of singleChoice / multipleChoice; empty otherwise. */
  options: v.optional(v.array(v.string()), () => []),
  /**
   * The range a number answer must lie in, inclusive; null for no bound. Years of experience
   * are 0 or more: without a bound the form took -5.
   */
  min: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
  max: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
});
export type FormQuestion = v.InferOutput<typeof formQuestionSchema>;

/** A form definition (table `forms`): a plain form to perform, or a crew's security check. */
export const formDefinitionSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  title: v.string(),
  description: v.string(),
  kind: v.picklist(['form', 'securityCheck']),
  questions: v.array(formQuestionSchema),
});
export type FormDefinition = v.InferOutput<typeof formDefinitionSchema>;

/** An uploaded file answer: the key the app chose, so it works before the upload reached the server. */
export const fileAnswerSchema = v.object({
  fileKey: v.pipe(text(100), v.minLength(8)),
  fileName: text(200),
  contentType: text(100),
});
export type FileAnswer = v.InferOutput<typeof fileAnswerSchema>;

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
export const answerValueSchema = v.union([
  text(900_000),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.pipe(v.array(text(500)), v.maxLength(200)),
  fileAnswerSchema,
  v.null(),
]);
export type AnswerValue = v.InferOutput<typeof answerValueSchema>;
/** Answers keyed by question id (as a string: JSON object keys). */
export const answersSchema = v.record(text(20), answerValueSchema);
export type Answers = v.InferOutput<typeof answersSchema>;

export const FORM_RESULT_STATUSES = ['draft', 'sent'] as const;

/** The person's result of a form (table `formResults`); `securityCheckId` for a security check. */
export const formResultSchema = v.object({
  ...versioned.entries,
  formId: int,
  personId: int,
  securityCheckId: v.nullable(int),
  status: v.picklist(FORM_RESULT_STATUSES),
  answers: answersSchema,
  updatedAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type FormResult = v.InferOutput<typeof formResultSchema>;

/** A security check to fill for a crew on a date and shift (table `securityChecks`, issue 5). */
export const securityCheckSchema = v.object({
  ...versioned.entries,
  crewId: int,
  formId: int,
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  shift: v.string(),
  title: v.string(),
  /** The chief's result, once saved on the server. */
  resultId: v.nullable(int),
  status: v.picklist(['open', 'draft', 'sent']),
});
export type SecurityCheck = v.InferOutput<typeof securityCheckSchema>;

/** Body of POST /formResults/perform (create) and POST /formResults/perform/{id} (update). */
export const formResultInputSchema = v.object({
  formId: entityId,
  securityCheckId: v.optional(v.nullable(entityId), null),
  answers: answersSchema,
});
export type FormResultInput = v.InferOutput<typeof formResultInputSchema>;

/** Data part of POST /formQuestions/{id}/file (multipart; the file in the "file" part). */
export const formFileInputSchema = v.object({
  fileKey: fileAnswerSchema.entries.fileKey,
  fileName: v.optional(text(200)),
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
      return Array.isArray(value) && value.every((choice) => question.options.includes(choice));
    case 'date':
      return typeof value === 'string' && isRealDate(value);
    case 'file':
      return v.safeParse(fileAnswerSchema, value).success;
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
    if (!v.safeParse(textAnswerSchema, value).success) return 'tooLong';
  }
  return null;
}

/** The file answers of a result: their keys must name files uploaded by the same person. */
export function fileKeysOf(form: Pick<FormDefinition, 'questions'>, answers: Answers): string[] {
  return form.questions
    .filter((q) => q.type === 'file')
    .map((q) => v.safeParse(fileAnswerSchema, answers[String(q.id)]))
    .flatMap((p) => (p.success ? [p.output.fileKey] : []));
}
