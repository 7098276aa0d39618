import { Hono, type Context } from 'hono';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../src/api/schemas/crewPhotos';
import {
  receiptCopySchema,
  receiptCreateSchema,
  receiptDocumentInputSchema,
  receiptItemCreateSchema,
  type Receipt,
  type ReceiptDocument,
  type ReceiptItem,
} from '../../src/api/schemas/receipts';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { idOf } from '../http/ids';
import { allow, personIdOf } from '../http/policy';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import {
  DOCUMENT,
  activitiesOf,
  companyOf,
  documentsOf,
  insertItems,
  itemOf,
  itemsOf,
  logActivity,
  receiptOf,
  receiptsOf,
  requireReceiptType,
  templatesOf,
} from './receiptQueries';
import { fileResponse, readUpload } from './uploads';

const RECEIPTS = 'receipts';
const ITEMS = 'receipt_items';
const list = <T>(items: T[]) => ({ items, total: items.length });

/** A new receipt's number: R plus its id, so it never collides and needs no counter. */
async function insertReceipt(
  tx: Db,
  fields: { companyId: number; typeId: number; description: string; date: string },
  clientKey: string,
  me: number,
): Promise<{ id: number; created: boolean }> {
  const row = await tx.one<{ id: number }>(sql`INSERT INTO receipts
      (company_id, type_id, description, receipt_date, client_key, created_by)
    VALUES (${fields.companyId}, ${fields.typeId}, ${fields.description}, ${fields.date},
      ${clientKey}, ${me})
    ON CONFLICT (company_id, client_key) DO NOTHING RETURNING id`);
  if (!row) {
    const existing = await tx.one<{ id: number }>(sql`SELECT id FROM receipts
      WHERE company_id = ${fields.companyId} AND client_key = ${clientKey}`);
    return { id: existing!.id, created: false };
  }
  await tx.run(
    sql`UPDATE receipts SET number = 'R' || lpad(id::text, 5, '0') WHERE id = ${row.id}`,
  );
  return { id: row.id, created: true };
}

/**
 * Receipts of the client's company (issue 15; SPEC §6 receipts READ, CREATE, DELETE; §7), all
 * writes with Idempotency-Key, each new row also keyed by the phone's clientKey:
 * - GET /receipts?search, /receiptTypes, /receiptItems, /receiptDocuments, /receiptActivities,
 *   /companies/{id}/receiptTemplates (own company only), /receiptTemplates (the same, for the
 *   offline table)
 * - POST /receipts {clientKey, typeId, description, receiptDate, templateId?}     (CREATE)
 * - POST /receipts/{id}/copy {clientKey, receiptDate}                               (CREATE)
 * - DELETE /receipts/{id} If-Match                                                  (DELETE)
 * - POST /receipts/{id}/items {clientKey, description, quantity, amount}            (CREATE)
 * - DELETE /receiptItems/{id} If-Match                                              (DELETE)
 * - POST /receipts/{id}/documents multipart (data + file: a photo)                  (CREATE)
 * - GET /receiptDocuments/{id}/file
 * Another company's receipt is 404, never 403: its existence is not told.
 */
export function receiptRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const reader = allow({ right: ['receipts'] });
  const creator = allow({ right: ['receipts', 'CREATE'] });
  const deleter = allow({ right: ['receipts', 'DELETE'] });
  const company = (c: Context<AppEnv>) => companyOf(db, personIdOf(c.get('payload')));

  app.get('/receipts', reader, async (c) => {
    const search = c.req.query('search')?.trim().slice(0, 100) || undefined;
    return c.json(list(await receiptsOf(db, await company(c), search)));
  });
  app.get('/receipts/:id{[0-9]+}', reader, async (c) =>
    c.json(await receiptOf(db, await company(c), idOf(c.req.param('id'), 'Receipt not found'))),
  );
  app.get('/receiptTypes', reader, async (c) =>
    c.json(
      list(await db.rows(sql`SELECT id, version, code, name FROM receipt_types ORDER BY name`)),
    ),
  );
  app.get('/receiptItems', reader, async (c) => c.json(list(await itemsOf(db, await company(c)))));
  app.get('/receiptDocuments', reader, async (c) =>
    c.json(list(await documentsOf(db, await company(c)))),
  );
  app.get('/receiptActivities', reader, async (c) =>
    c.json(list(await activitiesOf(db, await company(c)))),
  );
  // Every template of the caller's company in one call, for the offline table (as /rateCards).
  app.get('/receiptTemplates', reader, async (c) =>
    c.json(list(await templatesOf(db, await company(c)))),
  );
  app.get('/companies/:id{[0-9]+}/receiptTemplates', reader, async (c) => {
    const own = await company(c);
    if (idOf(c.req.param('id'), 'Company not found') !== own)
      throw apiError(404, 'not_found', 'Company not found');
    return c.json(list(await templatesOf(db, own)));
  });

  app.post('/receipts', creator, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(receiptCreateSchema, await c.req.json().catch(() => null));
    const companyId = await companyOf(db, me);
    return idempotentWrite(c, deps, input, async (tx) => {
      await requireReceiptType(tx, input.typeId);
      const template = input.templateId
        ? (await templatesOf(tx, companyId)).find((t) => t.id === input.templateId)
        : undefined;
      if (input.templateId && !template) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { templateId: 'not one of your company’s templates' },
        });
      }
      const fields = {
        companyId,
        typeId: input.typeId,
        description: input.description,
        date: input.receiptDate,
      };
      const { id, created } = await insertReceipt(tx, fields, input.clientKey, me);
      if (created) {
        if (template) await insertItems(tx, id, template.items);
        await logActivity(tx, id, me, template ? `Created from ${template.name}` : 'Created');
        await noteChange(tx, c, RECEIPTS, id);
      }
      return { status: created ? 201 : 200, body: await receiptOf(tx, companyId, id) };
    });
  });

  app.post('/receipts/:id{[0-9]+}/copy', creator, async (c) => {
    const me = personIdOf(c.get('payload'));
    const source = idOf(c.req.param('id'), 'Receipt not found');
    const input = parseBody(receiptCopySchema, await c.req.json().catch(() => null));
    const companyId = await companyOf(db, me);
    return idempotentWrite(c, deps, input, async (tx) => {
      const original = await receiptOf(tx, companyId, source);
      const fields = {
        companyId,
        typeId: original.typeId,
        description: original.description,
        date: input.receiptDate,
      };
      const { id, created } = await insertReceipt(tx, fields, input.clientKey, me);
      if (created) {
        await insertItems(tx, id, await itemsOf(tx, companyId, sql`i.receipt_id = ${source}`));
        await logActivity(tx, id, me, `Copied from ${original.number ?? ''}`.trim());
        await noteChange(tx, c, RECEIPTS, id);
      }
      return { status: created ? 201 : 200, body: await receiptOf(tx, companyId, id) };
    });
  });

  app.delete('/receipts/:id{[0-9]+}', deleter, async (c) => {
    const companyId = await company(c);
    const id = idOf(c.req.param('id'), 'Receipt not found');
    return idempotentWrite(c, deps, { id }, async (tx) => {
      const current: Receipt = await receiptOf(tx, companyId, id);
      await checkNotedVersion(c, tx, RECEIPTS, current);
      await tx.run(sql`DELETE FROM activities WHERE entity_type = 'receipt' AND entity_id = ${id}`);
      await tx.run(sql`DELETE FROM receipts WHERE id = ${id}`);
      await noteChange(tx, c, RECEIPTS, id);
      return { status: 204, body: null };
    });
  });

  app.post('/receipts/:id{[0-9]+}/items', creator, async (c) => {
    const me = personIdOf(c.get('payload'));
    const receiptId = idOf(c.req.param('id'), 'Receipt not found');
    const input = parseBody(receiptItemCreateSchema, await c.req.json().catch(() => null));
    const companyId = await companyOf(db, me);
    return idempotentWrite(c, deps, input, async (tx) => {
      await receiptOf(tx, companyId, receiptId);
      const row = await tx.one<{ id: number }>(sql`INSERT INTO receipt_items
          (receipt_id, description, quantity, amount, client_key)
        VALUES (${receiptId}, ${input.description}, ${input.quantity}, ${input.amount},
          ${input.clientKey})
        ON CONFLICT (receipt_id, client_key) DO NOTHING RETURNING id`);
      if (row) {
        await logActivity(tx, receiptId, me, `Item added: ${input.description}`);
        await noteChange(tx, c, ITEMS, row.id);
        return { status: 201, body: await itemOf(tx, companyId, row.id) };
      }
      const [existing] = await itemsOf(
        tx,
        companyId,
        sql`i.receipt_id = ${receiptId} AND i.client_key = ${input.clientKey}`,
      );
      return { status: 200, body: existing satisfies ReceiptItem | undefined };
    });
  });

  app.delete('/receiptItems/:id{[0-9]+}', deleter, async (c) => {
    const me = personIdOf(c.get('payload'));
    const companyId = await companyOf(db, me);
    const id = idOf(c.req.param('id'), 'Receipt item not found');
    return idempotentWrite(c, deps, { id }, async (tx) => {
      const current = await itemOf(tx, companyId, id);
      await checkNotedVersion(c, tx, ITEMS, current);
      await tx.run(sql`DELETE FROM receipt_items WHERE id = ${id}`);
      await logActivity(tx, current.receiptId, me, `Item deleted: ${current.description}`);
      await noteChange(tx, c, ITEMS, id);
      return { status: 204, body: null };
    });
  });

  app.post('/receipts/:id{[0-9]+}/documents', creator, async (c) => {
    const me = personIdOf(c.get('payload'));
    const receiptId = idOf(c.req.param('id'), 'Receipt not found');
    const companyId = await companyOf(db, me);
    await receiptOf(db, companyId, receiptId);
    const upload = await readUpload(
      c,
      deps.files,
      receiptDocumentInputSchema,
      PHOTO_TYPES,
      PHOTO_MAX_BYTES,
    );
    const { data } = upload;
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      const inserted = await tx.one<ReceiptDocument>(sql`INSERT INTO receipt_documents AS d
          (receipt_id, client_key, file_name, content_type, size, sha256, store_key, uploaded_by)
        VALUES (${receiptId}, ${data.clientKey}, ${data.fileName}, ${upload.contentType},
          ${upload.file.size}, ${upload.file.sha256}, ${upload.file.key}, ${me})
        ON CONFLICT (receipt_id, client_key) DO NOTHING RETURNING ${DOCUMENT}`);
      if (inserted) {
        await logActivity(tx, receiptId, me, `Photo added: ${data.fileName}`);
        return { status: 201, body: inserted };
      }
      const stored = await tx.one<{ sha256: string }>(sql`SELECT sha256 FROM receipt_documents
        WHERE receipt_id = ${receiptId} AND client_key = ${data.clientKey}`);
      if (stored?.sha256 !== upload.fingerprint.sha256) {
        throw apiError(409, 'photo_key_reused', 'Another photo was already sent under this key');
      }
      const [existing] = await documentsOf(
        tx,
        companyId,
        sql`d.receipt_id = ${receiptId} AND d.client_key = ${data.clientKey}`,
      );
      return { status: 200, body: existing };
    });
  });

  app.get('/receiptDocuments/:id{[0-9]+}/file', reader, async (c) => {
    const companyId = await company(c);
    const id = idOf(c.req.param('id'), 'Document not found');
    const file = await db.one<{ key: string; contentType: string; fileName: string }>(sql`
      SELECT d.store_key AS key, d.content_type AS "contentType", d.file_name AS "fileName"
      FROM receipt_documents d JOIN receipts r ON r.id = d.receipt_id
      WHERE d.id = ${id} AND r.company_id = ${companyId}`);
    if (!file) throw apiError(404, 'not_found', 'Document not found');
    return fileResponse(c, deps.files, file);
  });

  return app;
}
