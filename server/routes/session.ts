import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  credentialsSchema,
  forgottenPasswordSchema,
  renewPasswordSchema,
  unsubscribeSchema,
  type LoginData,
  type Tenant,
  type TokenType,
} from '../../src/api/schemas/session';
import { sql } from '../db/connect';
import { checkPassword, hashPassword } from '../auth/passwords';
import { mailboxRightsOf } from '../rights';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';

type PersonRow = {
  id: number;
  email: string;
  password_hash: string | null;
  name: string;
  language: string;
  login_types: string[];
  contact_number: string | null;
};

const WRONG = () => apiError(401, 'invalid_credentials', 'Wrong login or password');

/** Calls a person makes before logging in: token, tenant, forgotten password, unsubscribe. */
export function publicSessionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/auth/token', async (c) => {
    const credentials = parseBody(credentialsSchema, await c.req.json().catch(() => null));
    let type: TokenType = 'other';
    let loginData: LoginData;
    if ('login' in credentials) {
      const person = await db.one<PersonRow>(
        sql`SELECT * FROM persons WHERE lower(email) = lower(${credentials.login})`,
      );
      if (!person || !(await checkPassword(credentials.password, person.password_hash)))
        throw WRONG();
      loginData = {
        personId: person.id,
        contactNumber: person.contact_number,
        language: person.language,
        loginTypes: person.login_types,
        name: person.name,
      };
    } else if ('projectNumber' in credentials) {
      const project = await db.one<{ number: string; guest_password_hash: string | null }>(
        sql`SELECT number, guest_password_hash FROM projects WHERE number = ${credentials.projectNumber}`,
      );
      if (!project || !(await checkPassword(credentials.password, project.guest_password_hash)))
        throw WRONG();
      type = 'project';
      loginData = {
        personId: null,
        contactNumber: null,
        language: 'en',
        loginTypes: [],
        projectNumber: project.number,
      };
    } else {
      const crew = await db.one<{ number: string; guest_password_hash: string | null }>(
        sql`SELECT number, guest_password_hash FROM plus_crews WHERE number = ${credentials.plusCrewNumber}`,
      );
      if (!crew || !(await checkPassword(credentials.password, crew.guest_password_hash)))
        throw WRONG();
      type = 'pluscrew';
      loginData = {
        personId: null,
        contactNumber: null,
        language: 'en',
        loginTypes: [],
        plusCrewNumber: crew.number,
      };
    }
    return c.json({ token: await deps.tokens.issue(type, loginData) });
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
      await db.run(sql`INSERT INTO account_tokens (token, person_id, kind, expires_at)
        VALUES (${token}, ${person.id}, 'reset', now() + interval '1 hour')`);
      const mail = {
        to: person.email,
        subject: 'Choose a new password',
        link: `/forgottenPassword/${token}`,
        at: new Date().toISOString(),
      };
      deps.mails.push(mail);
      deps.log(`[dev mail] to ${mail.to}: ${mail.subject} ${mail.link}`);
    }
    return c.body(null, 204);
  });

  app.post('/forgottenPassword/:token', async (c) => {
    const { password } = parseBody(renewPasswordSchema, await c.req.json().catch(() => null));
    const token = c.req.param('token');
    const hash = await hashPassword(password);
    const used = await db.tx(async (tx) => {
      const row = await tx.one<{ person_id: number }>(
        sql`DELETE FROM account_tokens WHERE token = ${token} AND expires_at > now() RETURNING person_id`,
      );
      if (row)
        await tx.run(
          sql`UPDATE persons SET password_hash = ${hash}, version = version + 1 WHERE id = ${row.person_id}`,
        );
      return row !== null;
    });
    if (!used) throw apiError(404, 'token_not_found', 'This link is no longer valid');
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
    return c.json({ token: await deps.tokens.issue(p.type, p.loginData) });
  });
  app.get('/userRights', (c) => c.json(c.get('rights')));
  app.get('/mailboxUserRights', (c) => c.json(mailboxRightsOf(c.get('payload'))));
  return app;
}
