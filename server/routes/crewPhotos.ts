import { Hono } from 'hono';
import * as v from 'valibot';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  crewPhotoInputSchema,
  type CrewPhoto,
} from '../../src/api/schemas/crewPhotos';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError } from '../http/errors';
import { offsetOf, parseQuery } from '../http/query';
import { personIdOf } from '../http/policy';
import { idempotentWrite } from '../http/writes';
import { requireCrewChief, requirePlanningReader } from './crewAccess';
import { fileResponse, readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';

const COLUMNS = sql`id, version, crew_id AS "crewId", client_key AS "clientKey",
  to_char(taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "takenAt",
  file_name AS "fileName", content_type AS "contentType", size, sha256, caption,
  to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt"`;

/** Site photos of a crew (issue 5): only the crew chief uploads; stored byte for byte (file store). */
export function crewPhotoRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/projectCrews/:id/photos', async (c) => {
    const crew = await requirePlanningReader(db, c.get('payload'), c.req.param('id'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<CrewPhoto>(sql`SELECT ${COLUMNS} FROM crew_photos WHERE crew_id = ${crew.id}
        ORDER BY taken_at, id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM crew_photos WHERE crew_id = ${crew.id}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.post('/projectCrews/:id/photos', async (c) => {
    const payload = c.get('payload');
    const crew = await requireCrewChief(db, payload, c.req.param('id'));
    const me = personIdOf(payload);
    const upload = await readUpload(
      c,
      deps.files,
      crewPhotoInputSchema,
      PHOTO_TYPES,
      PHOTO_MAX_BYTES,
    );
    const { data } = upload;
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      // The client key is a second guard: a photo re-sent under a new Idempotency-Key (a
      // retyped outbox record, say) is still stored once.
      const inserted = await tx.one<CrewPhoto>(sql`INSERT INTO crew_photos
        (crew_id, client_key, taken_at, caption, file_name, content_type, size, sha256, store_key, uploaded_by)
        VALUES (${crew.id}, ${data.clientKey}, ${data.takenAt}, ${data.caption ?? null},
          ${data.fileName}, ${upload.contentType}, ${upload.file.size},
          ${upload.file.sha256}, ${upload.file.key}, ${me})
        ON CONFLICT (crew_id, client_key) DO NOTHING
        RETURNING ${COLUMNS}`);
      if (inserted) return { status: 201, body: inserted };
      const existing = await tx.one<CrewPhoto>(sql`SELECT ${COLUMNS} FROM crew_photos
        WHERE crew_id = ${crew.id} AND client_key = ${data.clientKey}`);
      if (existing?.sha256 !== upload.fingerprint.sha256) {
        throw apiError(409, 'photo_key_reused', 'Another photo was already sent under this key');
      }
      return { status: 200, body: existing };
    });
  });

  app.get('/projectCrews/:id/photos/:photoId/file', async (c) => {
    const crew = await requirePlanningReader(db, c.get('payload'), c.req.param('id'));
    const id = v.safeParse(idParam, c.req.param('photoId'));
    const file = id.success
      ? await db.one<{ key: string; contentType: string; fileName: string }>(sql`
          SELECT store_key AS key, content_type AS "contentType", file_name AS "fileName"
          FROM crew_photos WHERE id = ${id.output} AND crew_id = ${crew.id}`)
      : null;
    if (!file) throw apiError(404, 'not_found', 'Photo not found');
    return fileResponse(c, deps.files, file);
  });

  return app;
}
