import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '../src/api/schemas/projects';
import { CLIENT_COMPANY } from './seed/seed';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

/**
 * POST /projects and the reference lists of its form (issue 13, projects list slice): who may
 * create for which company, the shared schema's 400 with fields, idempotency, the number the
 * server assigns; and the list's search fields (location names) on GET /projects.
 */
let s: TestServer;
const token = { crew: '', client: '', planner: '', office: '' };

const OTHER_COMPANY = CLIENT_COMPANY + 1;
/** Seeded rate cards: company c owns 2c-1 and 2c (server/seed/projects.ts). */
const clientRateCard = 2 * CLIENT_COMPANY - 1;
const otherRateCard = 2 * OTHER_COMPANY;

const valid = (over: Record<string, unknown> = {}) => ({
  companyId: CLIENT_COMPANY,
  clientMark: 'ACM',
  name: '  Winter gala  ',
  beginDate: '2026-12-10',
  endDate: '2026-12-11',
  reference: '',
  rateCardId: clientRateCard,
  comment: 'Back gate',
  branchId: 1,
  cateringTypeId: 2,
  ...over,
});

let keyCounter = 0;
const create = (who: string, body: unknown, key = `create-${++keyCounter}-key`) =>
  s.call('POST', '/projects', { token: who, body, headers: { 'Idempotency-Key': key } });

beforeAll(async () => {
  s = await startTestServer();
  const demo = (login: string) => s.login({ login, password: 'demo1234' });
  token.crew = await demo('crew@demo.test');
  token.client = await demo('client@demo.test');
  token.planner = await demo('planner@demo.test');
  token.office = await demo('office@demo.test');
});

describe('POST /projects', () => {
  it('creates for a planner: the server assigns the number, the planner manages it', async () => {
    const res = await create(
      token.planner,
      valid({ companyId: OTHER_COMPANY, rateCardId: otherRateCard }),
    );
    expect(res.status).toBe(201);
    const project = v.parse(projectSchema, await res.json());
    expect(project).toMatchObject({
      name: 'Winter gala',
      companyId: OTHER_COMPANY,
      reference: null,
      comment: 'Back gate',
      branchId: 1,
      cateringTypeId: 2,
      rateCardId: otherRateCard,
      closed: false,
      projectManagerId: IDS.planner,
      version: 1,
    });
    expect(project.number).toMatch(/^P-9\d{4}$/);
    const read = await s.call('GET', `/projects/${project.number}`, { token: token.planner });
    expect(read.status).toBe(200);
  });

  it('lets a client create for their own company only, with no project manager', async () => {
    const own = await create(token.client, valid());
    expect(own.status).toBe(201);
    expect(await own.json()).toMatchObject({ companyId: CLIENT_COMPANY, projectManagerId: null });
    const other = await create(
      token.client,
      valid({ companyId: OTHER_COMPANY, rateCardId: otherRateCard }),
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ fields: { companyId: 'unknown company' } });
  });

  it.each([
    ['crew', 403],
    ['office', 403],
  ] as const)('refuses a %s login (%i)', async (who, status) => {
    expect((await create(token[who], valid())).status).toBe(status);
  });

  it.each([
    ['an end before the begin', { endDate: '2026-12-09' }, 'endDate'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a missing client mark', { clientMark: undefined }, 'clientMark'],
    ['a too long comment', { comment: 'x'.repeat(1001) }, 'comment'],
    ['a non-date', { beginDate: '2026-02-30' }, 'beginDate'],
    ['another company’s rate card', { rateCardId: otherRateCard }, 'rateCardId'],
    ['an unknown branch', { branchId: 999 }, 'branchId'],
    ['an unknown catering type', { cateringTypeId: 999 }, 'cateringTypeId'],
    ['no rate card', { rateCardId: null }, 'rateCardId'],
  ])('answers 400 on the field for %s', async (_case, over, field) => {
    const res = await create(token.planner, valid(over));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('creates once per Idempotency-Key: the replay answers the same project', async () => {
    const first = (await (await create(token.planner, valid(), 'same-key-1')).json()) as Project;
    const again = await create(token.planner, valid(), 'same-key-1');
    expect(again.status).toBe(201);
    expect(((await again.json()) as Project).number).toBe(first.number);
    const list = (await (
      await s.call('GET', '/projects?filter=myNotClosed&limit=1000', { token: token.planner })
    ).json()) as { items: Project[] };
    expect(list.items.filter((p) => p.number === first.number)).toHaveLength(1);
  });
});

describe('reference lists of the create form', () => {
  it('gives a client only their own company and its rate cards; a planner all', async () => {
    const get = async (path: string, who: string) =>
      (
        (await (await s.call('GET', path, { token: who })).json()) as {
          items: { id: number; companyId?: number }[];
        }
      ).items;
    expect((await get('/companies', token.client)).map((c) => c.id)).toEqual([CLIENT_COMPANY]);
    expect((await get('/companies', token.planner)).length).toBeGreaterThan(1);
    const cards = await get('/rateCards', token.client);
    expect(new Set(cards.map((c) => c.companyId))).toEqual(new Set([CLIENT_COMPANY]));
    expect((await get(`/companies/${OTHER_COMPANY}/rateCards`, token.planner)).length).toBe(2);
    const foreign = await s.call('GET', `/companies/${OTHER_COMPANY}/rateCards`, {
      token: token.client,
    });
    expect(foreign.status).toBe(404);
    expect((await get('/branches', token.client)).length).toBeGreaterThan(0);
    expect((await get('/cateringAgreementTypes', token.planner)).length).toBeGreaterThan(0);
    expect((await s.call('GET', '/branches', { token: token.crew })).status).toBe(403);
  });

  it('lists the locations of a project’s crews for the search', async () => {
    const list = (await (
      await s.call('GET', '/projects?filter=notClosed&limit=1000', { token: token.planner })
    ).json()) as { items: Project[] };
    expect(list.items.some((p) => (p.locationNames ?? []).length > 0)).toBe(true);
  });
});
