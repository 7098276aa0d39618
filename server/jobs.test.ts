import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';
import { IDS } from './seed/ids';

let s: TestServer;
let crew: string;
let chief: string;

type JobRow = { id: number; version: number; status: string; isCrewChief: boolean; crewId: number };
type Listed<T> = { items: T[]; total: number };

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  crew = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
  chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
});

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const writes = () => json<{ path: string }[]>(s.call('GET', '/__test/writes'));
const jobsOf = (token: string) => json<Listed<JobRow>>(s.call('GET', '/jobs', { token }));

describe('confirming a job', () => {
  it('confirms once; a resend with the same key or after the change applies nothing more', async () => {
    const job = (await jobsOf(crew)).items.find((j) => j.status === 'toConfirm')!;
    const headers = { 'Idempotency-Key': 'confirm-000001', 'If-Match': `"${job.version}"` };
    const first = await s.call('POST', `/jobs/${job.id}/confirmation`, { token: crew, headers });
    expect(first.status).toBe(200);
    const body = (await first.json()) as JobRow;
    expect(body).toMatchObject({ id: job.id, status: 'confirmed', version: job.version + 1 });
    const again = await s.call('POST', `/jobs/${job.id}/confirmation`, { token: crew, headers });
    expect(await again.json()).toEqual(body);
    // A resend without the key (stale If-Match) still answers the confirmed job, not a conflict.
    const resend = await s.call('POST', `/jobs/${job.id}/confirmation`, {
      token: crew,
      headers: { 'If-Match': `"${job.version}"` },
    });
    expect(resend.status).toBe(200);
    expect((await writes()).filter((w) => w.path.endsWith('/confirmation'))).toHaveLength(2);
    expect((await jobsOf(crew)).items.find((j) => j.id === job.id)?.status).toBe('confirmed');
  });

  it('a stale version is 412; someone else’s job is 404; guests are 403', async () => {
    const job = (await jobsOf(crew)).items.find((j) => j.status === 'toConfirm')!;
    const stale = await s.call('POST', `/jobs/${job.id}/confirmation`, {
      token: crew,
      headers: { 'If-Match': `"${job.version + 5}"` },
    });
    expect(stale.status).toBe(412);
    expect((await s.call('POST', `/jobs/${job.id}/confirmation`, { token: chief })).status).toBe(
      404,
    );
    const guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
    expect((await s.call('POST', `/jobs/${job.id}/confirmation`, { token: guest })).status).toBe(
      403,
    );
    expect((await s.call('GET', '/jobs/details', { token: guest })).status).toBe(403);
    expect((await s.call('GET', '/vacancies', { token: guest })).status).toBe(403);
  });

  it('a job that does not wait for a confirmation is 409', async () => {
    const job = (await jobsOf(crew)).items.find((j) => j.status === 'applied')!;
    const res = await s.call('POST', `/jobs/${job.id}/confirmation`, { token: crew });
    expect(res.status).toBe(409);
  });
});

describe('vacancies', () => {
  type Vacancy = { id: number; version: number; applied: boolean };
  const vacancies = (token: string) =>
    json<Listed<Vacancy>>(s.call('GET', '/projectCrewItems/vacant', { token }));

  it('a spare position is not offered: the planner fills stand-bys himself', async () => {
    const spare = await s.deps.db.rows<{ id: number }>(
      sql`SELECT id FROM crew_items WHERE spare AND person_id IS NULL AND status = 'vacant'`,
    );
    expect(spare.length).toBeGreaterThan(0);
    const offered = new Set((await vacancies(crew)).items.map((v) => v.id));
    expect(spare.filter((r) => offered.has(r.id))).toEqual([]);
  });

  it('apply and withdraw are idempotent and show in the jobs as applied', async () => {
    const open = (await vacancies(crew)).items.find((v) => !v.applied)!;
    const apply = (key: string) =>
      s.call('POST', `/projectCrewItems/${open.id}/applyVacancy`, {
        token: crew,
        headers: { 'Idempotency-Key': key, 'If-Match': `"${open.version}"` },
      });
    const first = await apply('apply-0000001');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: open.id, status: 'applied' });
    expect((await apply('apply-0000001')).status).toBe(200);
    expect((await apply('apply-0000002')).status).toBe(200);
    expect((await jobsOf(crew)).items.filter((j) => j.id === open.id)).toHaveLength(1);
    expect((await vacancies(crew)).items.find((v) => v.id === open.id)?.applied).toBe(true);
    // Another crew member may apply for the same item.
    const other = (await vacancies(chief)).items.find((v) => v.id === open.id)!;
    expect(other.applied).toBe(false);

    const withdraw = await s.call('POST', `/projectCrewItems/${open.id}/unapplyVacancy`, {
      token: crew,
      headers: { 'Idempotency-Key': 'unapply-00001' },
    });
    expect(await withdraw.json()).toMatchObject({ id: open.id, status: 'cancelled' });
    expect((await jobsOf(crew)).items.some((j) => j.id === open.id)).toBe(false);
    expect((await vacancies(crew)).items.find((v) => v.id === open.id)?.applied).toBe(false);
  });

  it('the seed gives crew@ vacancies to apply for and applications', async () => {
    const list = await vacancies(crew);
    expect(list.items.some((v) => v.applied)).toBe(true);
    expect(list.items.filter((v) => !v.applied).length).toBeGreaterThan(2);
  });
});

describe('job details, crew chief documents and crew profiles', () => {
  it('details carry the crew chief, colleagues and location', async () => {
    const details = await json<
      Listed<{
        id: number;
        crewId: number;
        crewChief: unknown;
        colleagues: unknown[];
        location: unknown;
      }>
    >(s.call('GET', '/jobs/details?dateFrom=2026-11-22&dateTo=2026-11-22', { token: crew }));
    expect(details.items.length).toBeGreaterThan(0);
    const today = details.items.find((d) => d.crewId === 1)!;
    expect(today.crewChief).toMatchObject({ name: 'Alex Chief' });
    expect(today.colleagues.length).toBeGreaterThan(3);
    expect(today.location).toMatchObject({ address: expect.any(String) as string });
    const one = await s.call('GET', `/jobs/${today.id}/details`, { token: crew });
    expect(one.status).toBe(200);
    expect((await s.call('GET', '/jobs/999999/details', { token: crew })).status).toBe(404);
  });

  it("colleagues are the people on the same crew on the job's days, each once", async () => {
    type Detail = {
      id: number;
      crewId: number;
      startDate: string;
      endDate: string;
      colleagues: { personId: number }[];
    };
    const details = await json<Listed<Detail>>(
      s.call('GET', '/jobs/details?limit=500', { token: crew }),
    );
    const overlapping = async (d: Detail) =>
      (
        await s.deps.db.rows<{ id: number }>(sql`
          SELECT DISTINCT ci.person_id AS id FROM crew_items ci
          WHERE ci.crew_id = ${d.crewId} AND ci.person_id IS NOT NULL
            AND ci.person_id <> ${IDS.crew} AND ci.status <> 'cancelled'
            AND NOT ci.crew_chief_only
            AND ci.start_date <= ${d.endDate} AND ci.end_date >= ${d.startDate}`)
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
    expect(details.items.length).toBeGreaterThan(10);
    for (const d of details.items) {
      const ids = d.colleagues.map((c) => c.personId);
      expect(ids, `job ${d.id}`).toEqual([...new Set(ids)]);
      expect(
        [...ids].sort((a, b) => a - b),
        `job ${d.id}`,
      ).toEqual(await overlapping(d));
    }
  });

  it('the chief downloads real PDFs of their crews; others cannot', async () => {
    const docs = await json<Listed<{ id: number; fileName: string }>>(
      s.call('GET', '/crewChiefDocuments', { token: chief }),
    );
    expect(docs.items.length).toBeGreaterThan(2);
    const res = await s.call('GET', `/crewChiefDocuments/${docs.items[0]!.id}/download`, {
      token: chief,
    });
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain(docs.items[0]!.fileName);
    const bytes = new TextDecoder('latin1').decode(await res.arrayBuffer());
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(bytes)![1]);
    expect(bytes.slice(xref, xref + 4)).toBe('xref');
    expect(
      (await s.call('GET', `/crewChiefDocuments/${docs.items[0]!.id}/download`, { token: crew }))
        .status,
    ).toBe(404);
    expect(
      (await json<Listed<unknown>>(s.call('GET', '/crewChiefDocuments', { token: crew }))).items,
    ).toHaveLength(0);
  });

  it('crew profiles: public without a token and without phone; "Profile not found"', async () => {
    const pub = await s.call('GET', '/public/crewProfiles/1');
    expect(pub.status).toBe(200);
    expect(await pub.json()).toMatchObject({ id: 1, name: 'Sam Crew', phone: null });
    const own = await json<{ phone: string | null; skills: string[]; functions: string[] }>(
      s.call('GET', '/crewProfiles/1', { token: crew }),
    );
    expect(own.phone).toBe('+31 6 1000 0001');
    expect(own.skills.length).toBeGreaterThan(0);
    expect(own.functions.length).toBeGreaterThan(0);
    const missing = await s.call('GET', '/public/crewProfiles/3');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Profile not found' });
    expect((await s.call('GET', '/crewProfiles/1')).status).toBe(401);
  });

  it('crew chief jobs list only the jobs the person leads', async () => {
    const list = await json<Listed<JobRow>>(s.call('GET', '/jobs/crewChief', { token: chief }));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((j) => j.isCrewChief)).toBe(true);
  });
});
