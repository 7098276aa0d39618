import { centsToDecimal, invoiceSums } from '../../src/api/schemas/invoiceSums';
import type { InvoiceItemInput } from '../../src/api/schemas/invoices';
import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { IDS, addDays, iso } from './ids';
import { simplePdf } from './profile';

/** The demo client's company (seed.ts CLIENT_COMPANY) and one it must never see. */
const CLIENT_COMPANY = 1;
const OTHER_COMPANY = 2;

const STAGE: InvoiceItemInput = {
  description: 'Stage crew, day rate',
  quantity: 4,
  unitPriceCents: 38_500,
  vatRate: 21,
};
const CATERING: InvoiceItemInput = {
  description: 'Crew catering',
  quantity: 12,
  unitPriceCents: 1_450,
  vatRate: 9,
};
const TRAVEL: InvoiceItemInput = {
  description: 'Travel, per km',
  quantity: 182.5,
  unitPriceCents: 23,
  vatRate: 21,
  discountPercent: 10,
};

/** Fixed numbers: the e2e tests open INV-2026-1001 and check INV-2026-2001 stays hidden. */
export const SEEDED_INVOICES = [
  {
    number: 'INV-2026-1001',
    company: CLIENT_COMPANY,
    status: 'open',
    days: [-5, 25],
    description: 'Autumn fair build-up',
    items: [STAGE, CATERING, TRAVEL],
    doc: true,
  },
  {
    number: 'INV-2026-1002',
    company: CLIENT_COMPANY,
    status: 'open',
    days: [-40, -10],
    description: 'Product launch crew',
    items: [STAGE, CATERING],
    doc: false,
  },
  {
    number: 'INV-2026-1003',
    company: CLIENT_COMPANY,
    status: 'paid',
    days: [-70, -40],
    description: 'Summer festival stage hands',
    items: [STAGE, TRAVEL],
    doc: false,
  },
  {
    number: 'INV-2026-1004',
    company: CLIENT_COMPANY,
    status: 'cancelled',
    days: [-20, 10],
    description: 'Cancelled gala evening',
    items: [CATERING],
    doc: false,
  },
  {
    number: 'INV-2026-2001',
    company: OTHER_COMPANY,
    status: 'open',
    days: [-3, 27],
    description: 'Another company: never shown to the demo client',
    items: [STAGE],
    doc: false,
  },
] as const;

/**
 * Issue 15: invoices of the demo client in every status the list shows (open, overdue, paid,
 * cancelled), lines at two VAT rates (21% and 9%) and one with a discount, a document on the
 * first, and one invoice of another company. Fixed values, no faker.
 */
export async function seedInvoices(db: Db, files: FileStore, today: Date): Promise<void> {
  for (const inv of SEEDED_INVOICES) {
    const amount = centsToDecimal(invoiceSums(inv.items).grossCents);
    const row = await db.one<{ id: number }>(sql`INSERT INTO invoices (number, company_id,
        invoice_date, due_date, amount, status, description, created_by)
      VALUES (${inv.number}, ${inv.company}, ${iso(addDays(today, inv.days[0]))},
        ${iso(addDays(today, inv.days[1]))}, ${amount}, ${inv.status}, ${inv.description},
        ${inv.company === CLIENT_COMPANY ? IDS.client : null})
      RETURNING id`);
    const id = row!.id;
    for (const [i, item] of inv.items.entries()) {
      await db.run(sql`INSERT INTO invoice_items (invoice_id, position, description, quantity,
          unit_price_cents, vat_rate, discount_percent)
        VALUES (${id}, ${i + 1}, ${item.description}, ${item.quantity}, ${item.unitPriceCents},
          ${item.vatRate}, ${item.discountPercent ?? 0})`);
    }
    await db.run(sql`INSERT INTO activities (type, caption, parameters, entity_type, entity_id,
        person_id, created_at)
      VALUES ('LOG', 'Invoice sent', '{}'::jsonb, 'invoice', ${id}, ${IDS.planner},
        ${addDays(today, inv.days[0]).toISOString()})`);
    if (inv.doc) {
      const pdf = await files.put([simplePdf(`Timesheet ${inv.number}`)]);
      await db.run(sql`INSERT INTO invoice_documents (invoice_id, name, doc_date, file_name,
          content_type, size, store_key)
        VALUES (${id}, 'Timesheet', ${iso(addDays(today, inv.days[0]))},
          ${`timesheet-${inv.number}.pdf`}, 'application/pdf', ${pdf.size}, ${pdf.key})`);
    }
  }
}
