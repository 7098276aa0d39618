import { Hono } from 'hono';
import * as v from 'valibot';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  mobileDocumentInputSchema,
  type MobileDocument,
} from '../../src/api/schemas/profile';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { offsetOf, parseQuery } from '../http/query';
import { apiError } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { fileResponse, readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';

const COLUMNS = sql`id, version, name, type, to_char(doc_date, 'YYYY-MM-DD') AS date, status,
  file_name AS "fileName", content_type AS "contentType", size`;

/** The crew member's own documents (SPEC §2 /mobileDocuments); uploads await approval (§4). */
export function mobileDocumentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const readers = allow({ right: ['mobileDocuments'] });

  app.get('/mobileDocuments', readers, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<MobileDocument>(sql`SELECT ${COLUMNS} FROM mobile_documents WHERE person_id = ${me}
        ORDER BY doc_date DESC, id DESC LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM mobile_documents WHERE person_id = ${me}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.post('/mobileDocuments', readers, async (c) => {
    const me = personIdOf(c.get('payload'));
    const upload = await readUpload(
      c,
      deps.files,
      mobileDocumentInputSchema,
      DOCUMENT_FILE_TYPES,
      DOCUMENT_MAX_BYTES,
    );
    const today = deps.today().toISOString().slice(0, 10);
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      const row = await tx.one<MobileDocument>(sql`INSERT INTO mobile_documents
        (person_id, name, type, doc_date, status, file_name, content_type, size, store_key)
        VALUES (${me}, ${upload.data.name}, ${upload.data.type}, ${today}, 'awaitingApproval',
          ${upload.data.fileName ?? upload.fileName}, ${upload.contentType}, ${upload.file.size}, ${upload.file.key})
        RETURNING ${COLUMNS}`);
      return { status: 201, body: row };
    });
  });

  app.get('/mobileDocuments/:id/file', readers, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = v.safeParse(idParam, c.req.param('id'));
    const file = id.success
      ? await db.one<{ key: string; contentType: string; fileName: string }>(sql`
          SELECT store_key AS key, content_type AS "contentType", file_name AS "fileName"
          FROM mobile_documents WHERE id = ${id.output} AND person_id = ${me}`)
      : null;
    if (!file) throw apiError(404, 'not_found', 'Document not found');
    return fileResponse(c, deps.files, file);
  });

  return app;
}
