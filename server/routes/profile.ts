import { Hono } from 'hono';
import * as v from 'valibot';
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  personLanguageInputSchema,
  type Profile,
} from '../../src/api/schemas/profile';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite, unchanged } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { fileResponse, readUpload } from './uploads';
import { idParam } from '../../src/api/schemas/common';
import { idOf } from '../http/ids';

export async function profileOf(db: Db, personId: number): Promise<Profile | null> {
  return db.one<Profile>(sql`SELECT p.id, p.version, p.name, p.email, p.phone, p.address, p.language,
      to_char(p.birthday, 'YYYY-MM-DD') AS birthday, p.timezone,
      (SELECT max(id) FROM profile_pictures WHERE person_id = p.id AND status = 'approved') AS "pictureId",
      (SELECT max(id) FROM profile_pictures WHERE person_id = p.id AND status = 'pending') AS "pendingPictureId"
    FROM persons p WHERE p.id = ${personId}`);
}

/** Only one's own profile: the id in the path must be the caller's. */
function ownId(me: number, raw: string): number {
  const id = v.safeParse(idParam, raw);
  if (!id.success || id.output !== me) throw apiError(404, 'not_found', 'Profile not found');
  return id.output;
}

/** The person's profile and picture (SPEC §7 /persons, profilePictures; §4 approval). */
export function profileRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const persons = allow({ right: ['persons'] });

  app.get('/persons/:id{[0-9]+}', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const profile = await profileOf(db, ownId(me, c.req.param('id')));
    if (!profile) throw apiError(404, 'not_found', 'Profile not found');
    c.header('ETag', `"${profile.version}"`);
    return c.json(profile);
  });

  // The person's own language (SPEC §9, issue 17). The only field a person changes here: the
  // rest of the profile goes through the accountant. Last write wins: a language is no merge.
  app.post('/persons/:id{[0-9]+}', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = ownId(me, c.req.param('id'));
    const input = parseBody(personLanguageInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await profileOf(tx, id);
      if (!current) throw apiError(404, 'not_found', 'Profile not found');
      if (unchanged(current, input)) return { status: 200, body: current };
      await tx.run(sql`UPDATE persons SET language = ${input.language}, version = version + 1
        WHERE id = ${id}`);
      await noteChange(tx, c, 'persons', id);
      return { status: 200, body: await profileOf(tx, id) };
    });
  });

  // A new picture waits for approval; an earlier waiting one is replaced by it.
  app.post('/persons/:id{[0-9]+}/profilePictures', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = ownId(me, c.req.param('id'));
    const upload = await readUpload(
      c,
      deps.files,
      v.looseObject({}),
      PICTURE_TYPES,
      PICTURE_MAX_BYTES,
    );
    return idempotentWrite(c, deps, upload.fingerprint, async (tx) => {
      const current = await profileOf(tx, id);
      if (!current) throw apiError(404, 'not_found', 'Profile not found');
      await checkNotedVersion(c, tx, 'persons', current);
      await tx.run(
        sql`DELETE FROM profile_pictures WHERE person_id = ${id} AND status = 'pending'`,
      );
      await tx.run(sql`INSERT INTO profile_pictures (person_id, status, content_type, store_key)
        VALUES (${id}, 'pending', ${upload.contentType}, ${upload.file.key})`);
      await tx.run(sql`UPDATE persons SET version = version + 1 WHERE id = ${id}`);
      await noteChange(tx, c, 'persons', id);
      return { status: 201, body: await profileOf(tx, id) };
    });
  });

  app.get('/profilePictures/:id{[0-9]+}/file', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const picture = await db.one<{ key: string; contentType: string; id: number }>(sql`
      SELECT id, store_key AS key, content_type AS "contentType" FROM profile_pictures
      WHERE id = ${idOf(c.req.param('id'), 'Picture not found')} AND person_id = ${me}`);
    if (!picture) throw apiError(404, 'not_found', 'Picture not found');
    const ext = picture.contentType.split('/')[1] ?? 'img';
    return fileResponse(
      c,
      deps.files,
      { ...picture, fileName: `profile-picture-${picture.id}.${ext}` },
      'inline',
    );
  });

  return app;
}
