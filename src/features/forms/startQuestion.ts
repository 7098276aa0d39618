import type { FormDefinition } from '../../db/db';

/**
 * The question a deep link opens at: `{questionId}` when it is one of the form's questions,
 * else `{name}` when it names a question; null opens at the top.
 */
export function startQuestion(
  form: Pick<FormDefinition, 'questions'>,
  name: string | undefined,
  questionId: string | undefined,
): number | null {
  const byId = form.questions.find((q) => String(q.id) === questionId);
  if (byId) return byId.id;
  const byName = form.questions.find((q) => q.name === name || String(q.id) === name);
  return byName?.id ?? null;
}
