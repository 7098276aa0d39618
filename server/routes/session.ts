import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  credentialsSchema,
  forgottenPasswordSchema,
  refreshRequestSchema,
  renewPasswordSchema,
  unsubscribeSchema,
  type Tenant,
} from '../../src/api/schemas/session';
import { sql } from '../db/connect';
import { hashPassword } from '../auth/passwords';
import { logIn, personAccountKey } from '../auth/login';
import { revokeByToken, revokePersonFamilies, rotate, startFamily } from '../auth/refreshTokens';
import { deliverDevMail } from '../http/devMail';
import { mailboxRightsOf } from '../rights';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';

/** Calls a person makes before logging in: token, tenant, forgotten password, unsubscribe. */
export function publicSessionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/auth/token', async (c) => {
    const credentials = parseBody(credentialsSchema, await c.req.json().catch(() => null));
    const start = await logIn(deps, c, credentials);
    const { familyId, refreshToken } = await startFamily(db, deps.tokens, start);
    const { type, loginData, sessionVersion } = start;
    return c.json({
      token: await deps.tokens.issue(type, loginData, sessionVersion, familyId),
      refreshToken,
    });
  });

  // Issue 12: the access token lives minutes, the refresh token weeks (sliding). Public: the
  // access token may long have expired when the app comes back; the refresh token is the proof.
  app.post('/auth/refresh', async (c) => {
    const { refreshToken } = parseBody(refreshRequestSchema, await c.req.json().catch(() => null));
    const next = await rotate(db, deps.tokens, refreshToken);
    return c.json({
      token: await deps.tokens.issue(next.type, next.loginData, next.sessionVersion, next.familyId),
      refreshToken: next.refreshToken,
    });
  });

  // Logout ends the family, so a copy of the refresh token left anywhere is worthless.
  app.post('/auth/logout', async (c) => {
    const { refreshToken } = parseBody(refreshRequestSchema, await c.req.json().catch(() => null));
    await revokeByToken(db, refreshToken);
    return c.body(null, 204);
  });

  app.get('/tenant', async (c) => {
    const row = await db.one<{ settings: Tenant }>(sql`SELECT settings FROM tenant WHERE id = 1`);
    if (!row) throw apiError(503, 'not_ready', 'The tenant is not set up');
    const theme = process.env.CREWHUB_TENANT_THEME;
    return c.json(theme ? { ...row.settings, mobileTheme: theme } : row.settings);
  });

  app.get('/status', (c) =>
    c.json({ status: 'ok' as const, version: process.env.npm_package_version ?? '0.1.0' }),
  );

  app.post('/forgottenPassword', async (c) => {
    const { login } = parseBody(forgottenPasswordSchema, await c.req.json().catch(() => null));
    const person = await db.one<{ id: number; email: string }>(
      sql`SELECT id, email FROM persons WHERE lower(email) = lower(${login})`,
    );
    // Same answer whether or not the account exists: nobody learns who has one.
    if (person) {
      const token = randomBytes(24).toString('hex');
      await db.tx(async (tx) => {
        // Only the newest link works: an older mail, perhaps read by someone else, is dead.
        await tx.run(
          sql`DELETE FROM account_tokens WHERE person_id = ${person.id} AND kind = 'reset'`,
        );
        await tx.run(sql`INSERT INTO account_tokens (token, person_id, kind, expires_at)
          VALUES (${token}, ${person.id}, 'reset', now() + interval '1 hour')`);
      });
      deliverDevMail(deps, {
        to: person.email,
        subject: 'Choose a new password',
        link: `/forgottenPassword/${token}`,
        at: new Date().toISOString(),
      });
    }
    return c.body(null, 204);
  });

  app.post('/forgottenPassword/:token', async (c) => {
    const { password } = parseBody(renewPasswordSchema, await c.req.json().catch(() => null));
    const token = c.req.param('token');
    const hash = await hashPassword(password);
    const email = await db.tx(async (tx) => {
      const row = await tx.one<{ person_id: number }>(
        sql`DELETE FROM account_tokens WHERE token = ${token} AND expires_at > now() RETURNING person_id`,
      );
      if (!row) return null;
      // The new password ends every session (session_version is in each token, policy.ts) and
      // every other reset or welcome link of the person.
      await tx.run(sql`DELETE FROM account_tokens WHERE person_id = ${row.person_id}`);
      await revokePersonFamilies(tx, row.person_id, 'password_changed');
      const person = await tx.one<{ email: string }>(sql`UPDATE persons
        SET password_hash = ${hash}, version = version + 1, session_version = session_version + 1
        WHERE id = ${row.person_id} RETURNING email`);
      return person?.email ?? null;
    });
    if (email === null) throw apiError(404, 'token_not_found', 'This link is no longer valid');
    // Whoever locked the account by guessing, its owner can log in again right away.
    deps.loginLimiter.succeed(personAccountKey(email));
    return c.body(null, 204);
  });

  app.post('/emailMessages/unsubscribe', async (c) => {
    const { token } = parseBody(unsubscribeSchema, await c.req.json().catch(() => null));
    const row = await db.one<{ token: string }>(
      sql`UPDATE unsubscribe_tokens SET unsubscribed_at = now() WHERE token = ${token} RETURNING token`,
    );
    if (!row) throw apiError(404, 'token_not_found', 'Unknown unsubscribe link');
    return c.body(null, 204);
  });

  return app;
}

/** Calls of a logged-in session, guests included. */
export function privateSessionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/auth/refresh', async (c) => {
    const p = c.get('payload');
    // SPEC §7's refresh with a live access token: a new one of the same family.
    return c.json({
      token: await deps.tokens.issue(
        p.type,
        p.loginData,
        c.get('sessionVersion'),
        c.get('familyId'),
      ),
    });
  });
  app.get('/userRights', (c) => c.json(c.get('rights')));
  app.get('/mailboxUserRights', (c) => c.json(mailboxRightsOf(c.get('payload'))));
  return app;
}
