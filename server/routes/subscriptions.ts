import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  calendarSubscriptionInputSchema,
  calendarSubscriptionRefreshSchema,
  pushSubscriptionInputSchema,
  type PushSubscriptionRow,
} from '../../src/api/schemas/profile';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { API_BASE_PATH, feedPath } from './calendarFeed';
import { vapidKeys } from '../push';
import { idParam } from '../../src/api/schemas/common';
import { pushEndpointProblem } from '../pushEndpoint';

type StoredCalendarSubscription = {
  id: number;
  version: number;
  name: string;
  secret: string;
  createdAt: string;
};

const CAL_COLUMNS = sql`id, version, name, secret,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;
const PUSH_COLUMNS = sql`id, version, endpoint, device_label AS "deviceLabel",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/** The secret in the feed address: 32 random bytes, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

/** The public feed address as a calendar app must call it (absolute, on this server). */
function withUrl(c: Context<AppEnv>, row: StoredCalendarSubscription) {
  const { secret, ...rest } = row;
  const origin = new URL(c.req.url).origin;
  return { ...rest, url: `${origin}${API_BASE_PATH}${feedPath(secret)}` };
}

async function ownCalendar(db: Db, me: number, raw: unknown) {
  const id = v.safeParse(idParam, raw);
  const row = id.success
    ? await db.one<StoredCalendarSubscription>(
        sql`SELECT ${CAL_COLUMNS} FROM calendar_subscriptions WHERE id = ${id.output} AND person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Calendar subscription not found');
  return row;
}

/**
 * Calendar subscriptions (SPEC §7 /publicCalendarSubscriptions) and Web Push subscriptions per
 * device (§7 "push subscription set and delete"), both part of the profile (persons READ).
 */
export function subscriptionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const persons = allow({ right: ['persons'] });

  app.get('/publicCalendarSubscriptions', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const rows = await db.rows<StoredCalendarSubscription>(
      sql`SELECT ${CAL_COLUMNS} FROM calendar_subscriptions WHERE person_id = ${me} ORDER BY id`,
    );
    return c.json({ items: rows.map((r) => withUrl(c, r)), total: rows.length });
  });

  app.post('/publicCalendarSubscriptions', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(calendarSubscriptionInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const row = await tx.one<StoredCalendarSubscription>(sql`INSERT INTO calendar_subscriptions
        (person_id, name, secret) VALUES (${me}, ${input.name}, ${newSecret()}) RETURNING ${CAL_COLUMNS}`);
      await noteChange(tx, c, 'calendar_subscriptions', row!.id);
      return { status: 201, body: withUrl(c, row!) };
    });
  });

  // A new secret: the old address stops working (a leaked link is withdrawn this way).
  app.post('/publicCalendarSubscriptionsRefresh', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(
      calendarSubscriptionRefreshSchema,
      await c.req.json().catch(() => null),
    );
    return idempotentWrite(c, deps, input, async (tx) => {
      await checkNotedVersion(c, tx, 'calendar_subscriptions', await ownCalendar(tx, me, input.id));
      const row = await tx.one<StoredCalendarSubscription>(sql`UPDATE calendar_subscriptions
        SET secret = ${newSecret()}, version = version + 1 WHERE id = ${input.id} RETURNING ${CAL_COLUMNS}`);
      await noteChange(tx, c, 'calendar_subscriptions', input.id);
      return { status: 200, body: withUrl(c, row!) };
    });
  });

  app.delete('/publicCalendarSubscriptions/:id', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const current = await ownCalendar(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'calendar_subscriptions', current);
      await tx.run(sql`DELETE FROM calendar_subscriptions WHERE id = ${current.id}`);
      return { status: 204, body: null };
    });
  });

  app.get('/push/vapidPublicKey', persons, async (c) =>
    c.json({ publicKey: (await vapidKeys(db)).publicKey }),
  );

  app.get('/pushSubscriptions', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const items = await db.rows<PushSubscriptionRow>(
      sql`SELECT ${PUSH_COLUMNS} FROM push_subscriptions WHERE person_id = ${me} ORDER BY id`,
    );
    return c.json({ items, total: items.length });
  });

  // The same browser subscribing again keeps one row (its endpoint is its identity).
  app.post('/pushSubscriptions', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(pushSubscriptionInputSchema, await c.req.json().catch(() => null));
    // The server will POST to this address: never into its own network (request forgery).
    const problem = await pushEndpointProblem(input.endpoint, { allowLocal: deps.testApi });
    if (problem)
      throw apiError(400, 'push_endpoint_refused', problem, { fields: { endpoint: problem } });
    return idempotentWrite(c, deps, input, async (tx) => {
      // A browser's endpoint belongs to whoever subscribed it last: on a shared device, the
      // previous person's job messages must not show up for the next one.
      await tx.run(
        sql`DELETE FROM push_subscriptions WHERE endpoint = ${input.endpoint} AND person_id <> ${me}`,
      );
      const row = await tx.one<PushSubscriptionRow>(sql`INSERT INTO push_subscriptions
        (person_id, endpoint, p256dh, auth, device_label)
        VALUES (${me}, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${input.deviceLabel})
        ON CONFLICT (person_id, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh,
          auth = EXCLUDED.auth, device_label = EXCLUDED.device_label,
          version = push_subscriptions.version + 1
        RETURNING ${PUSH_COLUMNS}`);
      if (row) await noteChange(tx, c, 'push_subscriptions', row.id);
      return { status: 201, body: row };
    });
  });

  app.delete('/pushSubscriptions/:id', persons, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const id = v.safeParse(idParam, c.req.param('id'));
      const current = id.success
        ? await tx.one<PushSubscriptionRow>(
            sql`SELECT ${PUSH_COLUMNS} FROM push_subscriptions WHERE id = ${id.output} AND person_id = ${me}`,
          )
        : null;
      if (!current) throw apiError(404, 'not_found', 'Push subscription not found');
      await checkNotedVersion(c, tx, 'push_subscriptions', current);
      await tx.run(sql`DELETE FROM push_subscriptions WHERE id = ${current.id}`);
      return { status: 204, body: null };
    });
  });

  return app;
}
