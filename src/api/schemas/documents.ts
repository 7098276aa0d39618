import { z } from 'zod';
import { text } from './common';

/** SPEC §4 signatory status captions; any other caption is kept but is not "ready". */
export const SIGNATORY_STATUSES = ['On Going', 'Ready to sign', 'Signed'] as const;
export type SignatoryStatus = (typeof SIGNATORY_STATUSES)[number];

export const documentSignatureSchema = z.object({
  id: z.number().int(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

/** A signatory is a person (`person.id`) or a contact (`contact.number`) (SPEC §3). */
export const signatorySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  status: z.object({ caption: z.string() }),
  person: z.object({ id: z.number().int() }).nullable(),
  contact: z.object({ number: z.string() }).nullable(),
  signatures: z.array(documentSignatureSchema),
});
export type Signatory = z.infer<typeof signatorySchema>;

export const documentUploadSchema = z.object({
  fileName: z.string(),
  status: z.enum(['awaitingApproval', 'approved', 'rejected']),
  uploadedAt: z.string(),
});

/** Set on this device only, while a signature waits in the outbox: never "Signed". */
export const localSignatureSchema = z.object({
  signatoryId: z.number().int(),
  baseVersion: z.number().int(),
  signedOnDeviceAt: z.number(),
});

/**
 * A document to sign (SPEC §3 Document): the row of the Dexie `documents` table and the
 * answer of GET /documents/{id}, /documentsToSign and the sign calls. `parameters` and
 * `type.parameters` are JSON strings, decoded by the signing rules (undecodable → empty).
 */
export const signDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  type: z.object({ id: z.number().int(), caption: z.string(), parameters: z.string() }),
  parameters: z.string(),
  signatories: z.array(signatorySchema),
  signedUrl: z.string(),
  updatedAt: z.string(),
  upload: documentUploadSchema.nullable(),
  localSignature: localSignatureSchema.optional(),
});
export type SignDocument = z.infer<typeof signDocumentSchema>;

/** A form field a document type asks for when signing (type parameters `formFields`). */
export const documentFormFieldSchema = z.object({
  name: z.string().min(1),
  label: z.string().min(1),
  required: z.boolean().optional(),
});
export type DocumentFormField = z.infer<typeof documentFormFieldSchema>;

/** Body of POST /documents/{id}/sign/{n} and POST /documentSignatories/{id}/sign. */
export const signInputSchema = z.object({
  signature: text(900_000).regex(
    /^data:image\/png;base64,[A-Za-z0-9+/=]+$/,
    'The signature must be a PNG data URL',
  ),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  formFields: z.record(text(100), text(2000)).optional(),
});
export type SignInput = z.infer<typeof signInputSchema>;

/** Body of POST /documents/{id}: a planner changes the document (new version). */
export const documentChangeSchema = z.object({
  name: text(200).trim().min(1).optional(),
  description: text(4000).optional(),
});
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** Data part of POST /documents/{id}/file (multipart, the file in part "file"). */
export const documentUploadInputSchema = z.object({ fileName: text(200).min(1) });
