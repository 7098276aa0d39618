import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { IDS, addDays, iso } from './ids';
import { avatarPng } from './profile';

/** The demo client's company (seed.ts CLIENT_COMPANY; not imported: seed.ts imports this). */
const CLIENT_COMPANY = 1;
/** Another company: its receipt must never reach the demo client. */
const OTHER_COMPANY = 2;

const TYPES = [
  { code: 'TRAVEL', name: 'Travel' },
  { code: 'MEALS', name: 'Meals' },
  { code: 'MATERIAL', name: 'Material' },
  { code: 'LODGING', name: 'Lodging' },
];

type Line = { description: string; quantity: number; amount: number };

const TEMPLATES: { name: string; type: string; items: Line[] }[] = [
  {
    name: 'Crew lunch',
    type: 'MEALS',
    items: [
      { description: 'Sandwiches', quantity: 12, amount: 4.5 },
      { description: 'Drinks', quantity: 12, amount: 1.8 },
    ],
  },
  {
    name: 'Van rental, one day',
    type: 'TRAVEL',
    items: [{ description: 'Van rental', quantity: 1, amount: 89 }],
  },
];

type SeedReceipt = {
  description: string;
  type: string;
  /** Days from today (the e2e "today" is 2026-11-18). */
  day: number;
  items: Line[];
  company?: number;
  photo?: boolean;
};

const RECEIPTS: SeedReceipt[] = [
  {
    description: 'Fuel for the stage trucks',
    type: 'TRAVEL',
    day: -2,
    items: [
      { description: 'Diesel', quantity: 120, amount: 1.72 },
      { description: 'AdBlue', quantity: 10, amount: 0.95 },
    ],
    photo: true,
  },
  {
    description: 'Cable ties and gaffer tape',
    type: 'MATERIAL',
    day: -9,
    items: [
      { description: 'Gaffer tape', quantity: 6, amount: 8.9 },
      { description: 'Cable ties (100)', quantity: 4, amount: 3.25 },
    ],
  },
  { description: 'Hotel night, rigging crew', type: 'LODGING', day: -15, items: [] },
  {
    description: 'Confidential: other company dinner',
    type: 'MEALS',
    day: -3,
    company: OTHER_COMPANY,
    items: [{ description: 'Dinner', quantity: 1, amount: 250 }],
  },
];

/**
 * Issue 15 (receipts): the receipt types, the demo client's company templates and receipts
 * (with and without lines, one with a photo), their activities, and another company's
 * receipt the demo client must never see. Fixed values: the e2e tests read them.
 */
export async function seedReceipts(db: Db, files: FileStore, today: Date): Promise<void> {
  const typeIds = new Map<string, number>();
  for (const t of TYPES) {
    const row = await db.one<{ id: number }>(
      sql`INSERT INTO receipt_types (code, name) VALUES (${t.code}, ${t.name}) RETURNING id`,
    );
    typeIds.set(t.code, row!.id);
  }
  for (const t of TEMPLATES) {
    await db.run(sql`INSERT INTO receipt_templates (company_id, name, type_id, items)
      VALUES (${CLIENT_COMPANY}, ${t.name}, ${typeIds.get(t.type)!},
        ${JSON.stringify(t.items)}::jsonb)`);
  }
  for (const r of RECEIPTS) {
    const date = addDays(today, r.day);
    const row = await db.one<{ id: number }>(sql`INSERT INTO receipts
        (company_id, type_id, description, receipt_date, created_by, created_at)
      VALUES (${r.company ?? CLIENT_COMPANY}, ${typeIds.get(r.type)!}, ${r.description},
        ${iso(date)}, ${r.company ? null : IDS.client}, ${date.toISOString()})
      RETURNING id`);
    const id = row!.id;
    await db.run(sql`UPDATE receipts SET number = 'R' || lpad(id::text, 5, '0') WHERE id = ${id}`);
    for (const item of r.items) {
      await db.run(sql`INSERT INTO receipt_items (receipt_id, description, quantity, amount)
        VALUES (${id}, ${item.description}, ${item.quantity}, ${item.amount})`);
    }
    await db.run(sql`INSERT INTO activities (type, caption, entity_type, entity_id, person_id,
        created_at)
      VALUES ('LOG', 'Created', 'receipt', ${id}, ${r.company ? null : IDS.client},
        ${date.toISOString()})`);
    if (r.photo) {
      const stored = await files.put([avatarPng(64, [230, 230, 220])]);
      await db.run(sql`INSERT INTO receipt_documents
          (receipt_id, client_key, file_name, content_type, size, sha256, store_key, uploaded_by,
           uploaded_at)
        VALUES (${id}, ${`seed-receipt-${id}`}, 'fuel-receipt.png', 'image/png', ${stored.size},
          ${stored.sha256}, ${stored.key}, ${IDS.client}, ${date.toISOString()})`);
    }
  }
}
