import * as v from 'valibot';
import { text, int, versioned } from './common';

/** SPEC §4 signatory status captions; any other caption is kept but is not "ready". */
export const SIGNATORY_STATUSES = ['On Going', 'Ready to sign', 'Signed'] as const;
export type SignatoryStatus = (typeof SIGNATORY_STATUSES)[number];

export const documentSignatureSchema = v.object({
  id: int,
  signed: v.boolean(),
  signedAt: v.nullable(v.string()),
});
export type DocumentSignature = v.InferOutput<typeof documentSignatureSchema>;

/** A signatory is a person (`person.id`) or a contact (`contact.number`) (SPEC §3). */
export const signatorySchema = v.object({
  id: int,
  position: int,
  name: v.string(),
  status: v.object({ caption: v.string() }),
  person: v.nullable(v.object({ id: int })),
  contact: v.nullable(v.object({ number: v.string() })),
  signatures: v.array(documentSignatureSchema),
});
export type Signatory = v.InferOutput<typeof signatorySchema>;

export const documentUploadSchema = v.object({
  fileName: v.string(),
  status: v.picklist(['awaitingApproval', 'approved', 'rejected']),
  uploadedAt: v.string(),
});

/** Set on this device only, while a signature waits in the outbox: never "Signed". */
export const localSignatureSchema = v.object({
  signatoryId: int,
  baseVersion: int,
  signedOnDeviceAt: v.pipe(v.number(), v.finite()),
});

/**
 * A document to sign (SPEC §3 Document): the row of the Dexie `documents` table and the
 * answer of GET /documents/{id}, /documentsToSign and the sign calls. `parameters` and
 * `type.parameters` are JSON strings, decoded by the signing rules (undecodable → empty).
 */
export const signDocumentSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  description: v.string(),
  type: v.object({
    id: int,
    caption: v.string(),
    parameters: v.string(),
  }),
  parameters: v.string(),
  signatories: v.array(signatorySchema),
  signedUrl: v.string(),
  updatedAt: v.string(),
  upload: v.nullable(documentUploadSchema),
  localSignature: v.optional(localSignatureSchema),
});
export type SignDocument = v.InferOutput<typeof signDocumentSchema>;

/** A form field a document type asks for when signing (type parameters `formFields`). */
export const documentFormFieldSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  label: v.pipe(v.string(), v.minLength(1)),
  required: v.optional(v.boolean()),
});
export type DocumentFormField = v.InferOutput<typeof documentFormFieldSchema>;

/** Body of POST /documents/{id}/sign/{n} and POST /documentSignatories/{id}/sign. */
export const signInputSchema = v.object({
  signature: v.pipe(
    text(900_000),
    v.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The signature must be a PNG data URL'),
  ),
  rating: v.optional(v.nullable(v.pipe(int, v.minValue(1), v.maxValue(5)))),
  formFields: v.optional(v.record(text(100), text(2000))),
});
export type SignInput = v.InferOutput<typeof signInputSchema>;

/** Body of POST /documents/{id}: a planner changes the document (new version). */
export const documentChangeSchema = v.object({
  name: v.optional(v.pipe(text(200), v.trim(), v.minLength(1))),
  description: v.optional(text(4000)),
});
export type DocumentChange = v.InferOutput<typeof documentChangeSchema>;

/** Data part of POST /documents/{id}/file (multipart, the file in part "file"). */
export const documentUploadInputSchema = v.object({
  fileName: v.pipe(text(200), v.minLength(1)),
});
