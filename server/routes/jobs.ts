import { Hono } from 'hono';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { jobPushPayload, notifyJobChanged } from '../push';
import { JOB_FROM, jobById, jobDetailsWhere, jobsWhere, visibleTo } from './jobQueries';
import { withCrewItemChanges } from './crewItemChangeRecord';
import { idOf } from '../http/ids';

export { jobById } from './jobQueries';

const jobIdOf = (raw: string) => idOf(raw, 'Job not found');

/** The crew member's jobs: their crew items (SPEC §7 /jobs, /jobs/{id}, /jobs/crewChief). */
export function jobRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'], right: ['projects'] });

  app.get('/jobs', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const from = q.dateFrom ?? '1900-01-01';
    const to = q.dateTo ?? '2999-12-31';
    const where = sql`ci.end_date >= ${from} AND ci.start_date <= ${to}`;
    const [items, count] = await Promise.all([
      jobsWhere(
        db,
        me,
        where,
        sql`ORDER BY ci.start_date, ci.start_time, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`,
      ),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n ${JOB_FROM} WHERE ${visibleTo(me)} AND ${where}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  /** Full details (location, crew chief, colleagues, project manager) of the jobs in a window. */
  app.get('/jobs/details', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const where = sql`ci.end_date >= ${q.dateFrom ?? '1900-01-01'} AND ci.start_date <= ${q.dateTo ?? '2999-12-31'}`;
    const items = await jobDetailsWhere(
      db,
      me,
      where,
      sql`ORDER BY ci.start_date, ci.start_time, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/jobs/crewChief', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const items = await jobsWhere(
      db,
      me,
      sql`pc.chief_person_id = ${me} AND ci.person_id = ${me}`,
      sql`ORDER BY ci.start_date, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`,
    );
    return c.json({ items, total: items.length });
  });

  app.get('/jobs/:id{[0-9]+}', crew, async (c) => {
    const job = await jobById(db, personIdOf(c.get('payload')), jobIdOf(c.req.param('id')));
    if (!job) throw apiError(404, 'not_found', 'Job not found');
    c.header('ETag', `"${job.version}"`);
    return c.json(job);
  });

  app.get('/jobs/:id{[0-9]+}/details', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const [detail] = await jobDetailsWhere(db, me, sql`ci.id = ${jobIdOf(c.req.param('id'))}`);
    if (!detail) throw apiError(404, 'not_found', 'Job not found');
    c.header('ETag', `"${detail.version}"`);
    return c.json(detail);
  });

  /**
   * Confirms a job that waits for the person's confirmation. Confirming a confirmed job
   * answers the job as it is (a resend after a lost answer changes nothing).
   */
  app.post('/jobs/:id{[0-9]+}/confirmation', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = jobIdOf(c.req.param('id'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const job = await jobById(tx, me, id);
      if (!job) throw apiError(404, 'not_found', 'Job not found');
      if (job.status === 'confirmed') return { status: 200, body: job };
      if (job.status !== 'toConfirm') {
        throw apiError(409, 'not_to_confirm', 'This job does not wait for a confirmation', {
          current: job,
        });
      }
      await checkNotedVersion(c, tx, 'crew_items', job);
      await withCrewItemChanges(tx, c, id, () =>
        tx.run(
          sql`UPDATE crew_items SET status = 'confirmed', version = version + 1 WHERE id = ${id}`,
        ),
      );
      await noteChange(tx, c, 'crew_items', id);
      // Local push endpoints only in the test API mode (pushEndpoint.ts).
      void notifyJobChanged(deps.db, me, jobPushPayload('confirmed', job), {
        allowLocal: deps.testApi,
      });
      return { status: 200, body: await jobById(tx, me, id) };
    });
  });

  return app;
}
