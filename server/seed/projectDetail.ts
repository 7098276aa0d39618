import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { IDS, addDays, iso } from './ids';
import { avatarPng, simplePdf } from './profile';

/** The projects (by id) that get documents, invoices and activities: the demo project first. */
const DETAILED = [1, 2, 3, 4, 5, 6, 7, 8];

const DOCUMENTS = [
  { name: 'Site plan', type: 'Plan', daysAgo: 20 },
  { name: 'Safety briefing', type: 'Safety', daysAgo: 10 },
  { name: 'Quotation', type: 'Contract', daysAgo: 40 },
];

/**
 * Issue 13 (project detail): documents (bytes in the file store), invoices and activities for
 * a few projects, and a logo on the demo project. Fixed values, no faker: the seed's other
 * random values, which the e2e tests read, must not move.
 */
export async function seedProjectDetail(db: Db, files: FileStore, today: Date): Promise<void> {
  const projects = await db.rows<{ id: number; companyId: number; number: string }>(sql`
    SELECT id, company_id AS "companyId", number FROM projects
    WHERE id IN ${sql`(${sql.join(
      DETAILED.map((id) => sql`${id}`),
      sql`, `,
    )})`} ORDER BY id`);
  for (const p of projects) {
    for (const doc of DOCUMENTS) {
      const pdf = await files.put([simplePdf(`${doc.name} ${p.number}`)]);
      const fileName = `${doc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${p.number}.pdf`;
      await db.run(sql`INSERT INTO project_documents
          (project_id, name, document_type, doc_date, file_name, content_type, size, store_key)
        VALUES (${p.id}, ${doc.name}, ${doc.type}, ${iso(addDays(today, -doc.daysAgo))},
          ${fileName}, 'application/pdf', ${pdf.size}, ${pdf.key})`);
    }
    const invoices = [
      { n: 1, daysAgo: 45, amount: 1250 + p.id * 10, status: 'paid' },
      { n: 2, daysAgo: 12, amount: 3480.5 + p.id, status: 'open' },
    ];
    for (const inv of invoices) {
      await db.run(sql`INSERT INTO invoices
          (number, company_id, project_id, invoice_date, due_date, amount, status)
        VALUES (${`INV-${p.number}-${inv.n}`}, ${p.companyId}, ${p.id},
          ${iso(addDays(today, -inv.daysAgo))}, ${iso(addDays(today, 30 - inv.daysAgo))},
          ${inv.amount}, ${inv.status})`);
    }
    await db.run(sql`INSERT INTO activities (type, caption, body, parameters, entity_type,
        entity_id, person_id, created_at)
      VALUES ('LOG', 'Project confirmed by the client', NULL, '{}'::jsonb, 'project', ${p.id},
          ${IDS.planner}, ${addDays(today, -30).toISOString()}),
        ('TODO_INT', 'Check the catering numbers', 'Ask the client for final numbers.',
          ${JSON.stringify({ dueDate: dotted(addDays(today, 1)), priority: 1 })}::jsonb,
          'project', ${p.id}, ${IDS.planner}, ${addDays(today, -2).toISOString()})`);
  }
  const logo = await files.put([avatarPng(96, [200, 120, 30])]);
  await db.run(sql`UPDATE projects SET logo_store_key = ${logo.key},
    logo_content_type = 'image/png' WHERE id = ${DETAILED[0]}`);
}

const dotted = (d: Date) => iso(d).split('-').reverse().join('.');
