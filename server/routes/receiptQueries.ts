import type { SQL } from 'drizzle-orm';
import type {
  Receipt,
  ReceiptActivity,
  ReceiptDocument,
  ReceiptItem,
  ReceiptTemplate,
} from '../../src/api/schemas/receipts';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';

/** SPEC §9: lists stop at 1000; items and activities of that many receipts need more. */
export const RECEIPT_LIST_MAX = 1000;
export const RECEIPT_CHILDREN_MAX = 20_000;

const RECEIPT = sql`r.id, r.version, r.number, r.company_id AS "companyId", r.type_id AS "typeId",
  t.name AS "typeName", r.description, to_char(r.receipt_date, 'YYYY-MM-DD') AS "receiptDate",
  r.currency, r.client_key AS "clientKey", p.name AS "createdBy",
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;
const RECEIPT_FROM = sql`FROM receipts r JOIN receipt_types t ON t.id = r.type_id
  LEFT JOIN persons p ON p.id = r.created_by`;

const ITEM = sql`i.id, i.version, i.receipt_id AS "receiptId", i.description,
  i.quantity::float8 AS quantity, i.amount::float8 AS amount`;

export const DOCUMENT = sql`d.id, d.version, d.receipt_id AS "receiptId", d.client_key AS "clientKey",
  d.file_name AS "fileName", d.content_type AS "contentType", d.size,
  to_char(d.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "uploadedAt"`;

/** The company whose receipts the person keeps: a client's own; 403 for one without. */
export async function companyOf(db: Db, personId: number): Promise<number> {
  const row = await db.one<{ companyId: number | null }>(
    sql`SELECT company_id AS "companyId" FROM persons WHERE id = ${personId}`,
  );
  if (!row?.companyId) throw apiError(403, 'forbidden', 'Your account belongs to no company');
  return row.companyId;
}

export function receiptsOf(db: Db, companyId: number, search?: string): Promise<Receipt[]> {
  const parts: SQL[] = [sql`r.company_id = ${companyId}`];
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(r.description ILIKE ${like} OR r.number ILIKE ${like} OR t.name ILIKE ${like})`,
    );
  }
  return db.rows<Receipt>(sql`SELECT ${RECEIPT} ${RECEIPT_FROM}
    WHERE ${sql.join(parts, sql` AND `)}
    ORDER BY r.receipt_date DESC, r.id DESC LIMIT ${RECEIPT_LIST_MAX}`);
}

/** One of the company's receipts, or 404: another company's is none of this person's business. */
export async function receiptOf(db: Db, companyId: number, id: number): Promise<Receipt> {
  const row = await db.one<Receipt>(
    sql`SELECT ${RECEIPT} ${RECEIPT_FROM} WHERE r.id = ${id} AND r.company_id = ${companyId}`,
  );
  if (!row) throw apiError(404, 'not_found', 'Receipt not found');
  return row;
}

export function itemsOf(db: Db, companyId: number, where: SQL = sql`true`): Promise<ReceiptItem[]> {
  return db.rows<ReceiptItem>(sql`SELECT ${ITEM} FROM receipt_items i
    JOIN receipts r ON r.id = i.receipt_id
    WHERE r.company_id = ${companyId} AND ${where}
    ORDER BY i.receipt_id, i.id LIMIT ${RECEIPT_CHILDREN_MAX}`);
}

export async function itemOf(db: Db, companyId: number, id: number): Promise<ReceiptItem> {
  const [row] = await itemsOf(db, companyId, sql`i.id = ${id}`);
  if (!row) throw apiError(404, 'not_found', 'Receipt item not found');
  return row;
}

export function documentsOf(
  db: Db,
  companyId: number,
  where: SQL = sql`true`,
): Promise<ReceiptDocument[]> {
  return db.rows<ReceiptDocument>(sql`SELECT ${DOCUMENT} FROM receipt_documents d
    JOIN receipts r ON r.id = d.receipt_id
    WHERE r.company_id = ${companyId} AND ${where}
    ORDER BY d.receipt_id, d.id LIMIT ${RECEIPT_CHILDREN_MAX}`);
}

export function activitiesOf(db: Db, companyId: number): Promise<ReceiptActivity[]> {
  return db.rows<ReceiptActivity>(sql`SELECT a.id, a.version, a.entity_id AS "receiptId",
      a.caption, p.name AS "personName",
      to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
    FROM activities a JOIN receipts r ON a.entity_type = 'receipt' AND r.id = a.entity_id
    LEFT JOIN persons p ON p.id = a.person_id
    WHERE r.company_id = ${companyId}
    ORDER BY a.created_at DESC, a.id DESC LIMIT ${RECEIPT_CHILDREN_MAX}`);
}

export function templatesOf(db: Db, companyId: number): Promise<ReceiptTemplate[]> {
  return db.rows<ReceiptTemplate>(sql`SELECT id, version, company_id AS "companyId", name,
      type_id AS "typeId", items FROM receipt_templates
    WHERE company_id = ${companyId} ORDER BY name, id`);
}

/** A LOG activity on the receipt: its history on the detail screen. */
export async function logActivity(
  tx: Db,
  receiptId: number,
  personId: number,
  caption: string,
): Promise<void> {
  await tx.run(sql`INSERT INTO activities (type, caption, entity_type, entity_id, person_id)
    VALUES ('LOG', ${caption}, 'receipt', ${receiptId}, ${personId})`);
}

/** 400 on the field unless the type exists. */
export async function requireReceiptType(db: Db, typeId: number): Promise<void> {
  const row = await db.one(sql`SELECT id FROM receipt_types WHERE id = ${typeId}`);
  if (!row) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { typeId: 'no such receipt type' },
    });
  }
}

/** Inserts the lines (a template's or a copied receipt's) under a new receipt. */
export async function insertItems(
  tx: Db,
  receiptId: number,
  items: readonly { description: string; quantity: number; amount: number }[],
): Promise<void> {
  for (const item of items) {
    await tx.run(sql`INSERT INTO receipt_items (receipt_id, description, quantity, amount)
      VALUES (${receiptId}, ${item.description}, ${item.quantity}, ${item.amount})`);
  }
}
