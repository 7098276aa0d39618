import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let crew: string;

type Item = {
  id: number;
  version: number;
  status: string;
  payrollId: number;
  declineReason: string | null;
};
type Payroll = { id: number; number: string; status: string; publicToken: string };

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  crew = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
});

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const payrolls = (token = crew) =>
  json<{ items: Payroll[] }>(s.call('GET', '/payrolls', { token }));
const openItem = async () => {
  const { items } = await json<{ items: Item[] }>(s.call('GET', '/payrollItems', { token: crew }));
  const item = items.find((i) => i.status === 'open');
  if (!item) throw new Error('no open item in the seed');
  return item;
};
const writes = async () =>
  (await json<{ path: string }[]>(s.call('GET', '/__test/writes'))).filter((w) =>
    w.path.endsWith('/decline'),
  );

describe('payrolls', () => {
  it('lists a year of monthly payrolls, newest first, with items', async () => {
    const { items } = await payrolls();
    expect(items).toHaveLength(12);
    expect(items[0]?.status).toBe('open');
    const detail = await json<{ items: Item[] }>(
      s.call('GET', `/payrolls/${items[0]!.id}/items`, { token: crew }),
    );
    expect(detail.items.length).toBeGreaterThan(3);
  });

  it('declining is idempotent and records one TODO_PAYROLL_ITEM activity', async () => {
    const item = await openItem();
    const init = {
      token: crew,
      body: { reason: 'I did not work that day' },
      headers: { 'Idempotency-Key': 'decline-key-0001', 'If-Match': `"${item.version}"` },
    };
    const first = await s.call('POST', `/payrollItems/${item.id}/decline`, init);
    expect(first.status).toBe(200);
    const again = await s.call('POST', `/payrollItems/${item.id}/decline`, init);
    expect(again.status).toBe(200);
    const body = await json<Item>(first);
    expect(await again.json()).toEqual(body);
    expect(body).toMatchObject({ status: 'declined', version: item.version + 1 });
    expect(body.declineReason).toBe('I did not work that day');
    expect(await writes()).toHaveLength(1);

    const activities = await json<{ items: unknown[] }>(
      s.call('GET', `/payrollItems/${item.id}/activities`, { token: crew }),
    );
    expect(activities.items).toEqual([
      expect.objectContaining({
        type: 'TODO_PAYROLL_ITEM',
        body: 'I did not work that day',
        parameters: { recipient: 'accounting@demo.test', dueDate: '23.11.2026', priority: 1 },
      }),
    ]);
  });

  it('a stale If-Match is 412 with the current item, and nothing is applied', async () => {
    const item = await openItem();
    const res = await s.call('POST', `/payrollItems/${item.id}/decline`, {
      token: crew,
      body: { reason: 'Wrong hours' },
      headers: { 'If-Match': `"${item.version + 5}"` },
    });
    expect(res.status).toBe(412);
    expect(await res.json()).toMatchObject({ current: { id: item.id, status: 'open' } });
    expect(await writes()).toHaveLength(0);
  });

  it('a second decline is 409; a reason is required', async () => {
    const item = await openItem();
    const path = `/payrollItems/${item.id}/decline`;
    expect((await s.call('POST', path, { token: crew, body: { reason: ' ' } })).status).toBe(400);
    expect((await s.call('POST', path, { token: crew, body: { reason: 'Twice?' } })).status).toBe(
      200,
    );
    expect((await s.call('POST', path, { token: crew, body: { reason: 'Twice?' } })).status).toBe(
      409,
    );
  });

  it.each([
    ['chief cannot see the crew member’s item', 'chief@demo.test', 'demo1234', 404],
    ['a client has no payrolls right', 'client@demo.test', 'demo1234', 403],
  ])('%s', async (_name, login, password, status) => {
    const item = await openItem();
    const other = await s.login({ login, password });
    const res = await s.call('POST', `/payrollItems/${item.id}/decline`, {
      token: other,
      body: { reason: 'Not mine' },
    });
    expect(res.status).toBe(status);
  });

  it.each([
    ['/payrolls'],
    ['/payrollItems'],
    ['/payrollDocuments'],
    ['/staffContracts'],
    ['/crewInfo'],
    ['/trainings'],
  ])('guests get 403 on %s, and no token is 401', async (path) => {
    for (const credentials of [
      { projectNumber: 'P-24001', password: 'guest1234' },
      { plusCrewNumber: 'PC-1001', password: 'guest1234' },
    ]) {
      const guest = await s.login(credentials);
      expect((await s.call('GET', path, { token: guest })).status).toBe(403);
    }
    expect((await s.call('GET', path)).status).toBe(401);
  });

  it('serves a payslip as real PDF bytes', async () => {
    const { items } = await payrolls();
    const res = await s.call('GET', `/payrolls/${items[0]!.id}/download/PAYSLIP`, { token: crew });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Payslip ${items[0]!.number}`);
  });

  it('the public link shows one payroll only with its token', async () => {
    const [first, second] = (await payrolls()).items;
    const ok = await s.call('GET', `/public/payrolls/${first!.number}?token=${first!.publicToken}`);
    expect(ok.status).toBe(200);
    const body = await json<Record<string, unknown>>(ok);
    expect(body.number).toBe(first!.number);
    expect(body).not.toHaveProperty('publicToken');
    expect(body).not.toHaveProperty('id');
    const wrong = `/public/payrolls/${second!.number}?token=${first!.publicToken}`;
    expect((await s.call('GET', wrong)).status).toBe(404);
    expect((await s.call('GET', `/public/payrolls/${first!.number}`)).status).toBe(404);
    expect(await json(s.call('GET', '/public/payrolls?token=nonsense-token-123456'))).toEqual({
      items: [],
    });
  });

  it('contracts, crew info and trainings fill the crew member’s screens', async () => {
    const contracts = await json<{ items: { documents: unknown[] }[] }>(
      s.call('GET', '/staffContracts', { token: crew }),
    );
    expect(contracts.items.length).toBeGreaterThanOrEqual(1);
    expect(contracts.items[0]!.documents.length).toBeGreaterThan(0);
    const trainings = await json<{ items: unknown[] }>(
      s.call('GET', '/trainings', { token: crew }),
    );
    expect(trainings.items.length).toBeGreaterThan(0);
    const info = await json<{ items: unknown[] }>(s.call('GET', '/crewInfo', { token: crew }));
    expect(info.items.length).toBeGreaterThan(0);
  });
});
