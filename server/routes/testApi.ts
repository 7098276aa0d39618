import { Hono } from 'hono';
import * as v from 'valibot';
import { int } from '../../src/api/schemas/common';
import { sql } from '../db/connect';
import { NO_FAULTS, type AppEnv, type Deps } from '../http/context';
import { parseBody } from '../http/errors';
import { demoLinks } from '../seed/demoLinks';
import { addBenchProject } from '../seed/benchProject';
import { NO_TEST_CLOCK } from '../auth/tokens';

const within = (min: number, max: number) => v.pipe(int, v.minValue(min), v.maxValue(max));
const rate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));

const faultsSchema = v.object({
  delayMs: v.optional(within(0, 60_000)),
  errorRate: v.optional(rate),
  dropAfterCommitRate: v.optional(rate),
  failNext: v.optional(within(0, 10_000)),
});

// Issue 12: "the session survives a closed app past the access token's life" without waiting.
const tokenClockSchema = v.object({
  offsetSeconds: v.optional(within(0, 400 * 86_400)),
  accessTokenSeconds: v.optional(v.nullable(within(1, 86_400))),
});

/** Test-only admin API; mounted only when the process started with CREWHUB_TEST_API=1. */
export function testApiRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/__test/reset', async (c) => {
    Object.assign(deps.faults, NO_FAULTS);
    deps.mails.length = 0;
    // The e2e tests log in from one address for hours: each test starts with no failures.
    deps.loginLimiter.clear();
    Object.assign(deps.tokens.testClock, NO_TEST_CLOCK);
    await deps.reseed();
    return c.json({ ok: true });
  });

  app.post('/__test/faults', async (c) => {
    const faults = parseBody(faultsSchema, await c.req.json().catch(() => ({})));
    Object.assign(deps.faults, NO_FAULTS, faults);
    return c.json(deps.faults);
  });

  app.get('/__test/writes', async (c) =>
    c.json(
      await deps.db
        .rows(sql`SELECT method, path, person_id AS "personId", idempotency_key AS "idempotencyKey",
        status, at FROM writes ORDER BY id`),
    ),
  );

  // Moves the token clock forward (time passing for every token of this server) and/or sets
  // the life of access tokens issued from now on. Undone by /__test/reset.
  app.post('/__test/tokenClock', async (c) => {
    const clock = parseBody(tokenClockSchema, await c.req.json().catch(() => ({})));
    Object.assign(deps.tokens.testClock, clock);
    return c.json(deps.tokens.testClock);
  });

  app.get('/__test/mails', (c) => c.json(deps.mails));

  // The seeded welcome and unsubscribe links: random per seed, so tests ask for them.
  app.get('/__test/links', async (c) => c.json(await demoLinks(deps.db)));

  // `npm run bench`: the project of the detail figure (20 crews, 200 crew items). Undone by
  // /__test/reset; not in the seed, so the e2e tests do not see it.
  app.post('/__test/benchProject', async (c) =>
    c.json(await addBenchProject(deps.db, deps.today())),
  );

  // Issue 17: the accessibility walk in each tenant theme (SPEC §3: a red scheme and one with a
  // watermark). Sets the tenant's mobileTheme (null: the default); undone by /__test/reset.
  app.post('/__test/tenantTheme', async (c) => {
    const { mobileTheme } = parseBody(
      v.object({ mobileTheme: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(50))) }),
      await c.req.json().catch(() => null),
    );
    await deps.db.run(sql`UPDATE tenant SET settings = jsonb_set(settings, '{mobileTheme}',
      ${JSON.stringify(mobileTheme)}::jsonb) WHERE id = 1`);
    return c.json({ mobileTheme });
  });

  // Issue 16: the dashboard's "Required value types not found" (SPEC §8). Value types are the
  // tenant's, so the e2e renames one for a while; undone by /__test/reset (they are seeded).
  app.post('/__test/plusCrewValueTypes/hide', async (c) => {
    const { caption } = parseBody(
      v.object({ caption: v.pipe(v.string(), v.minLength(1)) }),
      await c.req.json(),
    );
    await deps.db.run(sql`UPDATE plus_crew_value_types SET caption = ${`${caption} (hidden)`},
      version = version + 1 WHERE caption = ${caption}`);
    return c.json({ ok: true });
  });

  return app;
}
