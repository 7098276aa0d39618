import type { TokenPayload } from '../../src/api/schemas/session';
import type {
  InvoiceActivity,
  InvoiceDetail,
  InvoiceDocument,
  InvoiceFilter,
  InvoiceItem,
  InvoiceRow,
} from '../../src/api/schemas/invoices';
import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { personIdOf } from '../http/policy';

/**
 * Issue 15 invoices: a client reads the invoices of the company his person belongs to, never
 * another's. Every query here is scoped by that company; an invoice of another company is
 * "not found" (404), so its number does not even confirm it exists.
 */
export async function companyOf(db: Db, payload: TokenPayload): Promise<number> {
  const row = await db.one<{ companyId: number | null }>(
    sql`SELECT company_id AS "companyId" FROM persons WHERE id = ${personIdOf(payload)}`,
  );
  if (row?.companyId == null) throw apiError(403, 'forbidden', 'Your account has no company');
  return row.companyId;
}

/** open and past due reads overdue (the same rule as statusOn in src/api/schemas/invoices). */
const STATUS = sql`CASE WHEN i.status = 'open' AND i.due_date < current_date THEN 'overdue'
  ELSE i.status END`;

export const INVOICE_ROW = sql`i.id, i.version, i.number, i.company_id AS "companyId",
  co.name AS "companyName", i.project_id AS "projectId", p.number AS "projectNumber",
  i.description, to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", ${STATUS} AS status, i.currency,
  round(i.amount * 100)::int8::float8 AS "amountCents", i.client_key AS "clientKey"`;

const INVOICE_FROM = sql`FROM invoices i JOIN companies co ON co.id = i.company_id
  LEFT JOIN projects p ON p.id = i.project_id`;

export type InvoiceListFilter = { status: InvoiceFilter; search?: string | undefined };

export function invoicesOf(
  db: Db,
  companyId: number,
  filter: InvoiceListFilter,
  limit: number,
  offset: number,
): Promise<InvoiceRow[]> {
  const byStatus: SQL =
    filter.status === 'all'
      ? sql`true`
      : filter.status === 'open'
        ? sql`i.status = 'open'`
        : sql`${STATUS} = ${filter.status}`;
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const bySearch: SQL = like
    ? sql`(i.number ILIKE ${like} OR i.description ILIKE ${like} OR p.number ILIKE ${like})`
    : sql`true`;
  return db.rows<InvoiceRow>(sql`SELECT ${INVOICE_ROW} ${INVOICE_FROM}
    WHERE i.company_id = ${companyId} AND ${byStatus} AND ${bySearch}
    ORDER BY i.invoice_date DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`);
}

/**
 * An invoice by its number, or by its id: a change the app queued for an invoice it made
 * offline names the id the server answered the create with (the number was not known yet).
 * A number that is all digits is still tried as a number first.
 */
export async function invoiceOf(db: Db, companyId: number, number: string): Promise<InvoiceRow> {
  const id = /^\d{1,9}$/.test(number) ? Number(number) : -1;
  const row = await db.one<InvoiceRow>(sql`SELECT ${INVOICE_ROW} ${INVOICE_FROM}
    WHERE (i.number = ${number} OR i.id = ${id}) AND i.company_id = ${companyId}
    ORDER BY (i.number = ${number}) DESC LIMIT 1`);
  if (!row) throw apiError(404, 'not_found', 'Invoice not found');
  return row;
}

export const itemsOf = (db: Db, invoiceId: number) =>
  db.rows<InvoiceItem>(sql`SELECT id, version, invoice_id AS "invoiceId", position, description,
      quantity::float8 AS quantity, unit_price_cents::float8 AS "unitPriceCents",
      vat_rate::float8 AS "vatRate", discount_percent::float8 AS "discountPercent"
    FROM invoice_items WHERE invoice_id = ${invoiceId} ORDER BY position, id`);

export const activitiesOf = (db: Db, invoiceId: number) =>
  db.rows<InvoiceActivity>(sql`SELECT a.id, a.version, a.entity_id AS "invoiceId", a.caption,
      a.body, ap.name AS "personParty",
      to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
    FROM activities a LEFT JOIN persons ap ON ap.id = a.person_id
    WHERE a.entity_type = 'invoice' AND a.entity_id = ${invoiceId}
    ORDER BY a.created_at DESC, a.id DESC LIMIT 1000`);

export const documentsOf = (db: Db, invoiceId: number) =>
  db.rows<InvoiceDocument>(sql`SELECT id, version, invoice_id AS "invoiceId", name,
      to_char(doc_date, 'YYYY-MM-DD') AS date, file_name AS "fileName",
      content_type AS "contentType", size
    FROM invoice_documents WHERE invoice_id = ${invoiceId} ORDER BY doc_date DESC, id`);

export async function detailOf(db: Db, invoice: InvoiceRow): Promise<InvoiceDetail> {
  const [items, activities, documents] = await Promise.all([
    itemsOf(db, invoice.id),
    activitiesOf(db, invoice.id),
    documentsOf(db, invoice.id),
  ]);
  return { invoice, items, activities, documents };
}
