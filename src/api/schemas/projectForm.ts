import * as v from 'valibot';
import { entityId, fieldsRule, isoDate, listOf, text, int, versioned } from './common';

// Create a project (issue 13): ONE schema for the app's form and the server's POST /projects,
// so both refuse the same input with the same field names. The form shows its own translated
// text per field; the server answers these English messages in `fields`.

export const PROJECT_NAME_MAX = 120;
export const CLIENT_MARK_MAX = 40;
export const PROJECT_REFERENCE_MAX = 60;
export const PROJECT_COMMENT_MAX = 1000;

/** The free-text fields, each with its limit (the form shows the limit from these). */
export const projectTextFields = {
  clientMark: text(CLIENT_MARK_MAX),
  name: text(PROJECT_NAME_MAX),
  reference: text(PROJECT_REFERENCE_MAX),
  comment: text(PROJECT_COMMENT_MAX),
};

/**
 * An optional text: empty after trimming means "none" (stored as null). The default makes a
 * missing key null too: without it the object would leave the key out and skip the transform.
 */
const optional = (field: ReturnType<typeof text>) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(field, v.trim())), null),
    v.transform((value) => (value ? value : null)),
  );

export const projectFormSchema = v.pipe(
  v.object({
    companyId: entityId,
    clientMark: v.pipe(projectTextFields.clientMark, v.trim(), v.minLength(1, 'required')),
    name: v.pipe(projectTextFields.name, v.trim(), v.minLength(1, 'required')),
    beginDate: isoDate,
    endDate: isoDate,
    reference: optional(projectTextFields.reference),
    rateCardId: entityId,
    comment: optional(projectTextFields.comment),
    branchId: entityId,
    cateringTypeId: entityId,
  }),
  fieldsRule(
    ['beginDate', 'endDate'],
    (value) => value.endDate >= value.beginDate,
    'The end date must not be before the begin date',
    'endDate',
  ),
);
/** What the form holds and sends (before the schema's trimming). */
export type ProjectFormInput = v.InferInput<typeof projectFormSchema>;
export type ProjectForm = v.InferOutput<typeof projectFormSchema>;
export type ProjectFormField = keyof ProjectForm;

// The reference lists the form picks from (SPEC §7 /branches, /cateringAgreementTypes,
// /companies, /companies/{id}/rateCards). Read-only here: the server sends version 1, which
// every synced table needs.
export const namedItemSchema = v.object({
  ...versioned.entries,
  name: v.string(),
});
export type NamedItem = v.InferOutput<typeof namedItemSchema>;
export const namedItemListSchema = listOf(namedItemSchema);

export const rateCardSchema = v.object({
  ...versioned.entries,
  companyId: int,
  name: v.string(),
});
export type RateCard = v.InferOutput<typeof rateCardSchema>;
export const rateCardListSchema = listOf(rateCardSchema);
