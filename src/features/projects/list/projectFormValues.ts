import type { z } from 'zod';
import { projectFormSchema, type ProjectFormInput } from '../../../sync/actions/projectCreate';

/** What the create form holds: strings, as the inputs give them ('' = nothing chosen). */
export type ProjectFormValues = {
  companyId: string;
  clientMark: string;
  name: string;
  beginDate: string;
  endDate: string;
  reference: string;
  rateCardId: string;
  comment: string;
  branchId: string;
  cateringTypeId: string;
};
export type ProjectFormFieldName = keyof ProjectFormValues;

/** Why a field is refused, in the form's own words (translated on screen). */
export type ProjectFormProblem = 'missing' | 'endBeforeBegin' | 'notAccepted';
export type ProjectFormProblems = Partial<Record<ProjectFormFieldName, ProjectFormProblem>>;

/** A new project starts today, with the choice already made where there is only one. */
export function emptyProjectForm(
  today: string,
  only: { companyId?: number; branchId?: number; cateringTypeId?: number },
): ProjectFormValues {
  const str = (id: number | undefined) => (id === undefined ? '' : String(id));
  return {
    companyId: str(only.companyId),
    clientMark: '',
    name: '',
    beginDate: today,
    endDate: today,
    reference: '',
    rateCardId: '',
    comment: '',
    branchId: str(only.branchId),
    cateringTypeId: str(only.cateringTypeId),
  };
}

const idOf = (value: string) => (value ? Number(value) : undefined);

/** The values as the shared schema takes them (the schema trims and checks). */
function inputOf(v: ProjectFormValues): Record<keyof ProjectFormInput, unknown> {
  return {
    companyId: idOf(v.companyId),
    clientMark: v.clientMark,
    name: v.name,
    beginDate: v.beginDate,
    endDate: v.endDate,
    reference: v.reference,
    rateCardId: idOf(v.rateCardId),
    comment: v.comment,
    branchId: idOf(v.branchId),
    cateringTypeId: idOf(v.cateringTypeId),
  };
}

export type CheckedProjectForm =
  | { ok: true; input: z.output<typeof projectFormSchema> }
  | { ok: false; problems: ProjectFormProblems };

/**
 * Checks the form with the schema the server parses with, and says per field what is wrong:
 * nothing given, an end before the begin, or a value not accepted (too long, not a date).
 */
export function checkProjectForm(values: ProjectFormValues): CheckedProjectForm {
  const parsed = projectFormSchema.safeParse(inputOf(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: ProjectFormProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProjectFormFieldName | undefined;
    if (!field || !(field in values) || problems[field]) continue;
    problems[field] = !values[field].trim()
      ? 'missing'
      : issue.code === 'custom' && field === 'endDate'
        ? 'endBeforeBegin'
        : 'notAccepted';
  }
  return { ok: false, problems };
}
