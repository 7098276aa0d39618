import { useLiveQuery } from 'dexie-react-hooks';
import { db, type FormDefinition, type FormResult, type SecurityCheck } from './db';

export type FormToFill = { form: FormDefinition; result: FormResult | null };

/** A form definition; null when it is not on this device; undefined while loading. */
export function useFormDefinition(id: number): FormDefinition | null | undefined {
  return useLiveQuery(async () => (await db.forms.get(id)) ?? null, [id]);
}

/** The person's result of a form (or of one security check); null when not started. */
export function useFormResult(
  formId: number,
  securityCheckId: number | null,
): FormResult | null | undefined {
  return useLiveQuery(
    async () =>
      (await db.formResults
        .where('formId')
        .equals(formId)
        .filter((r) => r.securityCheckId === securityCheckId)
        .first()) ?? null,
    [formId, securityCheckId],
  );
}

/** Plain forms the person performs, with their result: the "Forms to fill" list on home. */
export function useFormsToFill(): FormToFill[] | undefined {
  return useLiveQuery(async () => {
    const forms = (await db.forms.toArray()).filter((f) => f.kind === 'form');
    const results = await db.formResults.toArray();
    return forms.map((form) => ({
      form,
      result: results.find((r) => r.formId === form.id && r.securityCheckId === null) ?? null,
    }));
  }, []);
}

/** The security check of a crew on a date and shift; null when there is none on this device. */
export function useSecurityCheck(
  crewId: number,
  formId: number,
  date: string,
  shift: string,
): SecurityCheck | null | undefined {
  return useLiveQuery(
    async () =>
      (await db.securityChecks
        .where('crewId')
        .equals(crewId)
        .filter((s) => s.formId === formId && s.date === date && s.shift === shift)
        .first()) ?? null,
    [crewId, formId, date, shift],
  );
}

/** A crew's security checks (for the crew screens). */
export function useSecurityChecks(crewId: number): SecurityCheck[] | undefined {
  return useLiveQuery(
    () => db.securityChecks.where('crewId').equals(crewId).sortBy('date'),
    [crewId],
  );
}
