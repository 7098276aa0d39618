import { z } from 'zod';
import { entityId, isoDate, listOf, text } from './common';

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

/** An optional text: empty after trimming means "none" (stored as null). */
const optional = (field: z.ZodString) =>
  field
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));

export const projectFormSchema = z
  .object({
    companyId: entityId,
    clientMark: projectTextFields.clientMark.trim().min(1, 'required'),
    name: projectTextFields.name.trim().min(1, 'required'),
    beginDate: isoDate,
    endDate: isoDate,
    reference: optional(projectTextFields.reference),
    rateCardId: entityId,
    comment: optional(projectTextFields.comment),
    branchId: entityId,
    cateringTypeId: entityId,
  })
  .refine((v) => v.endDate >= v.beginDate, {
    message: 'The end date must not be before the begin date',
    path: ['endDate'],
  });
/** What the form holds and sends (before the schema's trimming). */
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectForm = z.output<typeof projectFormSchema>;
export type ProjectFormField = keyof ProjectForm;

// The reference lists the form picks from (SPEC §7 /branches, /cateringAgreementTypes,
// /companies, /companies/{id}/rateCards). Read-only here: the server sends version 1, which
// every synced table needs.
export const namedItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
});
export type NamedItem = z.infer<typeof namedItemSchema>;
export const namedItemListSchema = listOf(namedItemSchema);

export const rateCardSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  companyId: z.number().int(),
  name: z.string(),
});
export type RateCard = z.infer<typeof rateCardSchema>;
export const rateCardListSchema = listOf(rateCardSchema);
