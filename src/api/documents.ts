import * as v from 'valibot';
import { int } from './schemas/common';
import { request } from './client';
import { signDocumentSchema } from './schemas/documents';

const list = v.object({
  items: v.array(signDocumentSchema),
  total: v.optional(int),
});

/** The documents where the person is a signatory (SPEC §7 /documentsToSign). */
export const fetchDocumentsToSign = (token: string) =>
  request(list, '/documentsToSign', { token, query: { limit: 1000, page: 1 } });

/** One document with its signatories, signatures, version and signedUrl. */
export const fetchDocument = (token: string, id: number) =>
  request(signDocumentSchema, `/documents/${id}`, { token });
