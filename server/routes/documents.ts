import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  documentChangeSchema,
  documentUploadInputSchema,
  signInputSchema,
  type SignDocument,
  type SignInput,
} from '../../src/api/schemas/documents';
import { DOCUMENT_FILE_TYPES } from '../../src/api/schemas/profile';
import {
  isSignatoryOf,
  signBlock,
  statusFromSignatures,
  typeParameters,
} from '../../src/api/schemas/signingRules';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { pdfResponse } from '../http/pdf';
import { documentPdf } from '../http/documentPdf';
import { pdfDatesOf } from '../http/pdfDates';
import { parseQuery, offsetOf } from '../http/query';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { loginTypesOf } from '../rights';
import { documentHead, documentIdsOf, loadDocuments } from './documentQueries';
import { readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';
import { idOf } from '../http/ids';

const MAX_UPLOAD = 10 * 1024 * 1024;

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const meOf = (c: Context<AppEnv>) => {
  const payload = c.get('payload');
  return { personId: personIdOf(payload), contactNumber: payload.loginData.contactNumber };
};
/** Planners and office staff may read and change any document; others only their own. */
const isStaff = (c: Context<AppEnv>) =>
  loginTypesOf(c.get('payload')).some((t) => t === 'planner' || t === 'office');

const documentIdOf = (raw: string, label = 'Documents not found') => idOf(raw, label);

/** The document as the caller may see it: 404 unknown, 403 when not a signatory nor staff. */
async function readable(db: Db, c: Context<AppEnv>, id: number): Promise<SignDocument> {
  const me = meOf(c);
  const [doc] = await loadDocuments(db, [id], me.personId, originOf(c));
  if (!doc) throw apiError(404, 'not_found', 'Documents not found');
  if (!isStaff(c) && !doc.signatories.some((s) => isSignatoryOf(s, me))) {
    throw apiError(403, 'forbidden', 'You are not a signatory of this document');
  }
  return doc;
}

/** Form fields the document type requires must be filled (400 with the field names). */
function checkFormFields(doc: SignDocument, input: SignInput) {
  const missing = typeParameters(doc.type.parameters).formFields.filter(
    (f) => f.required && !input.formFields?.[f.name]?.trim(),
  );
  if (missing.length > 0) {
    throw apiError(400, 'invalid_input', 'Fill in the required fields', {
      fields: Object.fromEntries(missing.map((f) => [f.name, 'Required'])),
    });
  }
}

/**
 * Signs `signatureIds` of one signatory, enforcing the rules of SPEC §4 on the server:
 * 403 not my signatory, 412 stale If-Match (the document changed since the signature was
 * drawn), 409 out of turn or already signed, both with the current document.
 */
async function sign(
  tx: Db,
  c: Context<AppEnv>,
  doc: SignDocument,
  signatoryId: number,
  signatureIds: number[] | 'all',
  input: SignInput,
): Promise<SignDocument> {
  const me = meOf(c);
  const signatory = doc.signatories.find((s) => s.id === signatoryId);
  if (!signatory || !isSignatoryOf(signatory, me)) {
    throw apiError(403, 'forbidden', 'You are not this signatory');
  }
  await checkNotedVersion(c, tx, 'documents', doc);
  const block = signBlock(doc, signatory);
  const targets = signatory.signatures.filter(
    (g) => !g.signed && (signatureIds === 'all' || signatureIds.includes(g.id)),
  );
  if (block || targets.length === 0) {
    const message =
      block?.reason === 'waiting'
        ? `Waiting for ${block.for.name} to sign first`
        : 'This signature cannot be given now';
    throw apiError(409, block?.reason === 'waiting' ? 'out_of_turn' : 'not_signable', message, {
      current: doc,
    });
  }
  checkFormFields(doc, input);
  const ids = sql.join(
    targets.map((g) => sql`${g.id}`),
    sql`, `,
  );
  await tx.run(sql`UPDATE document_signatures SET signed = true, signed_at = now(),
      document_version = ${doc.version}, signature = ${input.signature},
      rating = ${input.rating ?? null}, form_fields = ${JSON.stringify(input.formFields ?? {})}::jsonb
    WHERE id IN (${ids})`);
  const after = signatory.signatures.map((g) => ({
    signed: g.signed || targets.some((t) => t.id === g.id),
  }));
  await tx.run(sql`UPDATE document_signatories SET status = ${statusFromSignatures(after)}
    WHERE id = ${signatory.id}`);
  const [fresh] = await loadDocuments(tx, [doc.id], me.personId, originOf(c));
  return fresh!;
}

/** Documents to sign (SPEC §7 /documentsToSign, /documents/{id}, sign, upload). */
export function documentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const personal = allow({ types: ['crew', 'client', 'planner', 'office'] });

  app.get('/documentsToSign', personal, async (c) => {
    const me = meOf(c);
    const q = parseQuery(c.req.query());
    const ids = await documentIdsOf(db, me.personId, me.contactNumber);
    const page = ids.slice(offsetOf(q), offsetOf(q) + q.limit);
    const items = await loadDocuments(db, page, me.personId, originOf(c));
    return c.json({ items, total: ids.length });
  });

  app.get('/documents/:id', personal, async (c) => {
    const doc = await readable(db, c, documentIdOf(c.req.param('id')));
    c.header('ETag', `"${doc.version}"`);
    return c.json(doc);
  });

  app.get('/documents/:id/file', personal, async (c) => {
    const doc = await readable(db, c, documentIdOf(c.req.param('id')));
    const bytes = await documentPdf(
      { ...doc, typeCaption: doc.type.caption },
      await pdfDatesOf(db),
    );
    return pdfResponse(bytes, `document-${doc.id}-v${doc.version}.pdf`);
  });

  app.post('/documents/:id/sign/:n', personal, async (c) => {
    const id = documentIdOf(c.req.param('id'));
    const n = documentIdOf(c.req.param('n'), 'Signature not found');
    const input = parseBody(signInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const doc = await readable(tx, c, id);
      const owner = doc.signatories.find((s) => s.signatures.some((g) => g.id === n));
      if (!owner) throw apiError(404, 'not_found', 'Signature not found');
      return { status: 200, body: await sign(tx, c, doc, owner.id, [n], input) };
    });
  });

  app.post('/documentSignatories/:id/sign', personal, async (c) => {
    const signatoryId = documentIdOf(c.req.param('id'), 'Signatory not found');
    const input = parseBody(signInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const row = await tx.one<{ documentId: number }>(
        sql`SELECT document_id AS "documentId" FROM document_signatories WHERE id = ${signatoryId}`,
      );
      if (!row) throw apiError(404, 'not_found', 'Signatory not found');
      const doc = await readable(tx, c, row.documentId);
      return { status: 200, body: await sign(tx, c, doc, signatoryId, 'all', input) };
    });
  });

  // A planner changes the document: a new version, and signatures given so far no longer
  // hold (they were given on the old text), so every signatory signs again.
  app.post('/documents/:id', allow({ types: ['planner', 'office'] }), async (c) => {
    const id = documentIdOf(c.req.param('id'));
    const input = parseBody(documentChangeSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const head = await documentHead(tx, id);
      if (!head) throw apiError(404, 'not_found', 'Documents not found');
      await checkNotedVersion(c, tx, 'documents', head);
      await tx.run(sql`UPDATE documents SET name = ${input.name ?? head.name},
          description = ${input.description ?? head.description},
          version = version + 1, updated_at = now() WHERE id = ${id}`);
      await noteChange(tx, c, 'documents', id);
      await tx.run(sql`UPDATE document_signatures SET signed = false, signed_at = NULL,
          signature = NULL, rating = NULL, form_fields = NULL, document_version = NULL
        WHERE signatory_id IN (SELECT id FROM document_signatories WHERE document_id = ${id})`);
      await tx.run(
        sql`UPDATE document_signatories SET status = 'Ready to sign' WHERE document_id = ${id}`,
      );
      const [doc] = await loadDocuments(tx, [id], personIdOf(c.get('payload')), originOf(c));
      return { status: 200, body: doc };
    });
  });

  // SPEC §4: an uploaded document is subject to approval; the document's version stays.
  app.post('/documents/:id/file', personal, async (c) => {
    const id = documentIdOf(c.req.param('id'));
    const me = meOf(c);
    await readable(db, c, id);
    const upload = await readUpload(
      c,
      deps.files,
      documentUploadInputSchema,
      DOCUMENT_FILE_TYPES,
      MAX_UPLOAD,
    );
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      await tx.run(sql`INSERT INTO document_uploads
        (document_id, person_id, file_name, content_type, store_key)
        VALUES (${id}, ${me.personId}, ${upload.data.fileName}, ${upload.contentType}, ${upload.file.key})`);
      const [doc] = await loadDocuments(tx, [id], me.personId, originOf(c));
      return { status: 201, body: doc };
    });
  });

  return app;
}

/** The signedUrl: the PDF of one document version, no auth header, the token is the key. */
export function publicDocumentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/public/documents/:id/file', async (c) => {
    const token = v.safeParse(
      v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
      c.req.query('token'),
    );
    const id = v.safeParse(idParam, c.req.param('id'));
    const head =
      token.success && id.success
        ? await deps.db.one<{ id: number }>(
            sql`SELECT id FROM documents WHERE id = ${id.output} AND access_token = ${token.output}`,
          )
        : null;
    if (!head) throw apiError(404, 'not_found', 'Documents not found');
    const [doc] = await loadDocuments(deps.db, [head.id], 0, originOf(c));
    const bytes = await documentPdf(
      { ...doc!, typeCaption: doc!.type.caption },
      await pdfDatesOf(deps.db),
    );
    return pdfResponse(bytes, `document-${doc!.id}-v${doc!.version}.pdf`);
  });
  return app;
}
