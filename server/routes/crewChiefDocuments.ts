import { Hono } from 'hono';
import * as v from 'valibot';
import type { CrewChiefDocument } from '../../src/api/schemas/jobDetails';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError } from '../http/errors';
import { buildPdf } from '../http/pdf';
import { idParam } from '../../src/api/schemas/common';

type DocumentRow = CrewChiefDocument & { crewName: string; projectName: string };

const COLUMNS = sql`d.id, d.version, d.crew_id AS "crewId", d.name, d.file_name AS "fileName",
  to_char((SELECT min(ci.start_date) FROM crew_items ci WHERE ci.crew_id = d.crew_id), 'YYYY-MM-DD')
    AS "startDate",
  pc.name AS "crewName", p.name AS "projectName"`;

const FROM = sql`FROM crew_chief_documents d
  JOIN project_crews pc ON pc.id = d.crew_id
  JOIN projects p ON p.id = pc.project_id`;

const pdfOf = (doc: DocumentRow) =>
  buildPdf(doc.name, [doc.projectName, doc.crewName, `Document ${doc.id}, version ${doc.version}`]);

async function chiefDocument(db: Db, me: number, raw: string): Promise<DocumentRow> {
  const id = v.safeParse(idParam, raw);
  const row = id.success
    ? await db.one<DocumentRow>(
        sql`SELECT ${COLUMNS} ${FROM} WHERE d.id = ${id.output} AND pc.chief_person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Document not found');
  return row;
}

/** Crew chief documents (briefings, site plans) of the crews a person leads, as PDFs. */
export function crewChiefDocumentRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const crew = allow({ types: ['crew'], right: ['projects'] });

  app.get('/crewChiefDocuments', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const rows = await db.rows<DocumentRow>(sql`SELECT ${COLUMNS} ${FROM}
      WHERE pc.chief_person_id = ${me} ORDER BY d.crew_id, d.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
    const items = rows.map((r) => ({
      id: r.id,
      version: r.version,
      crewId: r.crewId,
      startDate: r.startDate,
      name: r.name,
      fileName: r.fileName,
      size: pdfOf(r).byteLength,
    }));
    return c.json({ items, total: items.length });
  });

  app.get('/crewChiefDocuments/:id{[0-9]+}/download', crew, async (c) => {
    const doc = await chiefDocument(db, personIdOf(c.get('payload')), c.req.param('id'));
    return c.body(pdfOf(doc), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${doc.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
