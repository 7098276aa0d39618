import * as v from 'valibot';
import {
  isCustomIssue,
  issueField,
  projectFormSchema,
  type ProjectFormInput,
} from '../../../sync/actions/projectCreate';

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
function inputOf(values: ProjectFormValues): Record<keyof ProjectFormInput, unknown> {
  return {
    companyId: idOf(values.companyId),
    clientMark: values.clientMark,
    name: values.name,
    beginDate: values.beginDate,
    endDate: values.endDate,
    reference: values.reference,
    rateCardId: idOf(values.rateCardId),
    comment: values.comment,
    branchId: idOf(values.branchId),
    cateringTypeId: idOf(values.cateringTypeId),
  };
}

export type CheckedProjectForm =
  | { ok: true; input: v.InferOutput<typeof projectFormSchema> }
  | { ok: false; problems: ProjectFormProblems };

/**
 * Checks the form with the schema the server parses with, and says per field what is wrong:
 * nothing given, an end before the begin, or a value not accepted (too long, not a date).
 */
export function checkProjectForm(values: ProjectFormValues): CheckedProjectForm {
  const parsed = v.safeParse(projectFormSchema, inputOf(values));
  if (parsed.success) return { ok: true, input: parsed.output };
  const problems: ProjectFormProblems = {};
  for (const issue of parsed.issues) {
    const field = issueField(issue) as ProjectFormFieldName | undefined;
    if (!field || !(field in values) || problems[field]) continue;
    problems[field] = !values[field].trim()
      ? 'missing'
      : isCustomIssue(issue) && field === 'endDate'
        ? 'endBeforeBegin'
        : 'notAccepted';
  }
  return { ok: false, problems };
}
