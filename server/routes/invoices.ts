import { Hono } from 'hono';
import * as v from 'valibot';
import { idParam } from '../../src/api/schemas/common';
import {
  invoiceClientKeySchema,
  invoiceInputSchema,
  invoiceQuerySchema,
  isEditable,
  type InvoiceInput,
} from '../../src/api/schemas/invoices';
import { centsToDecimal, invoiceSums } from '../../src/api/schemas/invoiceSums';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { invoicePdf } from '../http/invoicePdf';
import { pdfResponse } from '../http/pdf';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import {
  activitiesOf,
  companyOf,
  detailOf,
  documentsOf,
  invoiceOf,
  invoicesOf,
  itemsOf,
} from './invoiceQueries';
import { fileResponse } from './uploads';

const ENTITY = 'invoices';
const list = <T>(items: T[]) => ({ items, total: items.length });

/** SPEC §6: client invoices need the client login type AND the invoices right. */
const reader = allow({ types: ['client'], right: ['invoices'] });
const creator = allow({ types: ['client'], right: ['invoices', 'CREATE'] });
const editor = allow({ types: ['client'], right: ['invoices', 'EDIT'] });

/**
 * Issue 15 invoices (SPEC §7 "Receipts and invoices"), all scoped to the caller's company:
 * - GET  /invoices?status&search&limit&page    → {items: InvoiceRow[]}
 * - GET  /invoices/{n}                         → {invoice, items, activities, documents}
 * - GET  /invoices/{n}/items | activities | documents, /invoices/{n}/pdf (a real PDF)
 * - GET  /invoices/{n}/documents/{id}/download
 * - POST /invoices {description, invoiceDate, dueDate, items, clientKey?} (CREATE) → 201 the
 *   detail; the row keeps clientKey, and a second create with it answers the first invoice
 * - PUT  /invoices/{n or id} same body, If-Match (EDIT) → the detail; paid/cancelled is 409
 * Writes take an Idempotency-Key; the stored amount is the gross total of invoiceSums.
 */
export function invoiceRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/invoices', reader, async (c) => {
    const page = parseQuery(c.req.query());
    const filter = parseBody(invoiceQuerySchema, c.req.query());
    const companyId = await companyOf(db, c.get('payload'));
    return c.json(list(await invoicesOf(db, companyId, filter, page.limit, offsetOf(page))));
  });

  const readable = async (payload: Parameters<typeof companyOf>[1], number: string) =>
    invoiceOf(db, await companyOf(db, payload), number);

  app.get('/invoices/:number', reader, async (c) =>
    c.json(await detailOf(db, await readable(c.get('payload'), c.req.param('number')))),
  );
  app.get('/invoices/:number/items', reader, async (c) => {
    const invoice = await readable(c.get('payload'), c.req.param('number'));
    return c.json(list(await itemsOf(db, invoice.id)));
  });
  app.get('/invoices/:number/activities', reader, async (c) => {
    const invoice = await readable(c.get('payload'), c.req.param('number'));
    return c.json(list(await activitiesOf(db, invoice.id)));
  });
  app.get('/invoices/:number/documents', reader, async (c) => {
    const invoice = await readable(c.get('payload'), c.req.param('number'));
    return c.json(list(await documentsOf(db, invoice.id)));
  });

  app.get('/invoices/:number/pdf', reader, async (c) => {
    const invoice = await readable(c.get('payload'), c.req.param('number'));
    const bytes = await invoicePdf(await detailOf(db, invoice));
    return pdfResponse(bytes, `invoice-${invoice.number}.pdf`);
  });

  app.get('/invoices/:number/documents/:id/download', reader, async (c) => {
    const invoice = await readable(c.get('payload'), c.req.param('number'));
    const id = v.safeParse(idParam, c.req.param('id'));
    const file = id.success
      ? await db.one<{ key: string; contentType: string; fileName: string }>(sql`
          SELECT store_key AS key, content_type AS "contentType", file_name AS "fileName"
          FROM invoice_documents WHERE id = ${id.output} AND invoice_id = ${invoice.id}`)
      : null;
    if (!file) throw apiError(404, 'not_found', 'Document not found');
    return fileResponse(c, deps.files, file);
  });

  app.post('/invoices', creator, async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const raw: unknown = await c.req.json().catch(() => null);
    const input = parseBody(invoiceInputSchema, raw);
    const { clientKey = null } = parseBody(invoiceClientKeySchema, raw);
    const companyId = await companyOf(db, payload);
    return idempotentWrite(c, deps, { ...input, clientKey }, async (tx) => {
      // The app made this one already (a resend under another Idempotency-Key): answer it.
      const made = clientKey
        ? await tx.one<{ number: string }>(sql`SELECT number FROM invoices
            WHERE company_id = ${companyId} AND client_key = ${clientKey}`)
        : null;
      if (made) {
        return {
          status: 201,
          body: await detailOf(tx, await invoiceOf(tx, companyId, made.number)),
        };
      }
      const next = await tx.one<{ id: number }>(
        sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
      );
      const id = next!.id;
      const number = `INV-${input.invoiceDate.slice(0, 4)}-${String(id).padStart(5, '0')}`;
      await tx.run(sql`INSERT INTO invoices (id, number, company_id, invoice_date, due_date,
          amount, status, description, created_by, client_key)
        VALUES (${id}, ${number}, ${companyId}, ${input.invoiceDate}, ${input.dueDate},
          ${amountOf(input)}, 'open', ${input.description}, ${me}, ${clientKey})`);
      await writeItems(tx, id, input);
      await logActivity(tx, id, me, 'Invoice created');
      await noteChange(tx, c, ENTITY, id);
      return { status: 201, body: await detailOf(tx, await invoiceOf(tx, companyId, number)) };
    });
  });

  app.put('/invoices/:number', editor, async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const input = parseBody(invoiceInputSchema, await c.req.json().catch(() => null));
    const companyId = await companyOf(db, payload);
    const number = c.req.param('number');
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await invoiceOf(tx, companyId, number);
      await checkNotedVersion(c, tx, ENTITY, current);
      if (!isEditable(current.status)) {
        throw apiError(409, 'invoice_final', 'A paid or cancelled invoice cannot be changed', {
          current,
        });
      }
      await tx.run(sql`UPDATE invoices SET description = ${input.description},
          invoice_date = ${input.invoiceDate}, due_date = ${input.dueDate},
          amount = ${amountOf(input)}, version = version + 1
        WHERE id = ${current.id}`);
      await tx.run(sql`DELETE FROM invoice_items WHERE invoice_id = ${current.id}`);
      await writeItems(tx, current.id, input);
      await logActivity(tx, current.id, me, 'Invoice changed');
      await noteChange(tx, c, ENTITY, current.id);
      return {
        status: 200,
        body: await detailOf(tx, await invoiceOf(tx, companyId, current.number)),
      };
    });
  });

  return app;
}

/** The stored amount: the gross total, from the one sums module the app shows too. */
const amountOf = (input: InvoiceInput) => centsToDecimal(invoiceSums(input.items).grossCents);

async function writeItems(tx: Db, invoiceId: number, input: InvoiceInput): Promise<void> {
  for (const [position, item] of input.items.entries()) {
    await tx.run(sql`INSERT INTO invoice_items (invoice_id, position, description, quantity,
        unit_price_cents, vat_rate, discount_percent)
      VALUES (${invoiceId}, ${position + 1}, ${item.description}, ${item.quantity},
        ${item.unitPriceCents}, ${item.vatRate}, ${item.discountPercent})`);
  }
}

const logActivity = (tx: Db, invoiceId: number, me: number, caption: string) =>
  tx.run(sql`INSERT INTO activities (type, caption, parameters, entity_type, entity_id, person_id)
    VALUES ('LOG', ${caption}, '{}'::jsonb, 'invoice', ${invoiceId}, ${me})`);
