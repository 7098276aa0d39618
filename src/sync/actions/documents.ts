import * as v from 'valibot';
import { signInputSchema, type SignInput } from '../../api/schemas/documents';
import { signBlock, type Me } from '../../api/schemas/signingRules';
import { db } from '../../db/db';
import { decodeToken } from '../../session/token';
import { discardRecord } from '../outbox/resolve';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES, fileProblem } from './profile';

export type SignDocumentInput = {
  documentId: number;
  signatoryId: number;
  signature: string;
  rating?: number | null;
  formFields?: Record<string, string>;
};

async function sessionOrThrow() {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session;
}

/** Who is signing, from the session's token (person id and contact number). */
export function meOf(token: string): Me {
  const data = decodeToken(token)?.loginData;
  return { personId: data?.personId ?? null, contactNumber: data?.contactNumber ?? null };
}

/**
 * Signs a document as one signatory. The signature is tied to the version it was drawn on
 * (sent as If-Match): if the document changed on the server before this reaches it, the
 * answer is a conflict and the person signs again; it is never merged silently. The row
 * only notes "signed on this device": it reads as Signed when the server says so.
 */
export async function signDocument(input: SignDocumentInput): Promise<void> {
  const body: SignInput = v.parse(signInputSchema, {
    signature: input.signature,
    rating: input.rating ?? null,
    formFields: input.formFields ?? {},
  });
  await db.transaction('rw', db.session, db.documents, db.outbox, async () => {
    const session = await sessionOrThrow();
    const doc = await db.documents.get(input.documentId);
    if (!doc) throw new Error('Document not found');
    const signatory = doc.signatories.find((s) => s.id === input.signatoryId);
    if (!signatory) throw new Error('Signatory not found');
    if (doc.localSignature) throw new Error('A signature for this document is already waiting');
    const me = meOf(session.token);
    if (
      !(signatory.person?.id === me.personId && me.personId !== null) &&
      !(signatory.contact?.number === me.contactNumber && me.contactNumber !== null)
    ) {
      throw new Error('You are not this signatory');
    }
    if (signBlock(doc, signatory)) throw new Error('This signatory cannot sign now');
    await db.documents.put({
      ...doc,
      localSignature: {
        signatoryId: signatory.id,
        baseVersion: doc.version,
        signedOnDeviceAt: Date.now(),
      },
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'document.sign',
        method: 'POST',
        path: `/documentSignatories/${signatory.id}/sign`,
        body,
        entity: { table: 'documents', id: doc.id },
        baseVersion: doc.version,
        undo: [{ table: 'documents', id: doc.id, row: doc }],
      }),
    );
  });
  notifyEnqueued();
}

/**
 * Conflict "Sign again": the old signature (drawn on the old version) is dropped, and the
 * server's current document, kept with the conflict, comes back on screen.
 */
export async function discardSignature(outboxId: string): Promise<void> {
  const record = await db.outbox.get(outboxId);
  if (!record || record.kind !== 'document.sign') return;
  const documentId = record.entity?.id;
  await discardRecord(outboxId);
  // With no server copy (e.g. a failed record), only the local note goes.
  if (documentId !== undefined) {
    const row = await db.documents.get(documentId);
    if (row?.localSignature) {
      const rest = { ...row };
      delete rest.localSignature;
      await db.documents.put(rest);
    }
  }
}

/**
 * Uploads a file for a document (SPEC §4: subject to approval). Not tied to the document's
 * row in the outbox, so the server's answer never re-bases a waiting signature.
 */
export async function uploadDocumentFile(documentId: number, file: File): Promise<void> {
  const problem = fileProblem(file, DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES);
  if (problem) throw new Error(`File refused: ${problem}`);
  await db.transaction('rw', db.session, db.documents, db.outbox, async () => {
    const session = await sessionOrThrow();
    const doc = await db.documents.get(documentId);
    if (!doc) throw new Error('Document not found');
    const fileName = file.name || 'document';
    await db.documents.put({
      ...doc,
      upload: { fileName, status: 'awaitingApproval', uploadedAt: new Date().toISOString() },
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'document.upload',
        method: 'POST',
        path: `/documents/${documentId}/file`,
        body: { fileName },
        blobs: { file },
        entity: null,
        baseVersion: null,
        undo: [{ table: 'documents', id: doc.id, row: doc }],
      }),
    );
  });
  notifyEnqueued();
}
