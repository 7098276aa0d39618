import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';
import { invoiceDetailSchema, invoiceListSchema } from '../src/api/schemas/invoices';
import { invoiceSums } from '../src/api/schemas/invoiceSums';

/**
 * Issue 15 invoices: who may call (client type + invoices right; office, planner and crew
 * never), the company scope (a client never sees another company's invoices), the list's
 * filters and search, the detail and PDF, create and edit (versions, conflicts, idempotency).
 * One server for the file (the seed's today: 2026-11-22).
 */
let s: TestServer;
const token = { client: '', other: '', office: '', planner: '', crew: '' };

beforeAll(async () => {
  s = await startTestServer();
  // A client of company 2, with the demo client's password: the other side of the scope.
  await s.deps.db.run(sql`INSERT INTO persons (email, password_hash, name, language,
      login_types, contact_number, company_id)
    SELECT 'other-client@demo.test', password_hash, 'Olga Other', 'en', login_types, 'K-9999', 2
    FROM persons WHERE email = 'client@demo.test'`);
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.client = await login('client@demo.test');
  token.other = await login('other-client@demo.test');
  token.office = await login('office@demo.test');
  token.planner = await login('planner@demo.test');
  token.crew = await login('crew@demo.test');
}, 60_000);

type Who = keyof typeof token;
const get = (path: string, who: Who = 'client') => s.call('GET', path, { token: token[who] });
const send = (
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  who: Who = 'client',
) => s.call(method, path, { token: token[who], body, headers });
const numbers = async (query = '', who: Who = 'client') => {
  const res = await get(`/invoices${query}`, who);
  expect(res.status).toBe(200);
  return v.parse(invoiceListSchema, await res.json()).items.map((i) => i.number);
};

const input = {
  description: 'Extra crew for the fair',
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-20',
  items: [
    { description: 'Riggers', quantity: 2, unitPriceCents: 45_000, vatRate: 21 },
    { description: 'Lunch', quantity: 6, unitPriceCents: 1_250, vatRate: 9, discountPercent: 5 },
  ],
};

describe('who may read invoices', () => {
  it.each([
    ['client', 200],
    ['office', 403],
    ['planner', 403],
    ['crew', 403],
  ] as const)('%s lists: %i', async (who, status) => {
    expect((await get('/invoices', who)).status).toBe(status);
  });

  it('an office user never sees a client invoice, not even by its number or PDF', async () => {
    for (const path of ['/invoices/INV-2026-1001', '/invoices/INV-2026-1001/pdf']) {
      const res = await get(path, 'office');
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain('Autumn fair');
    }
  });

  it('a client never sees another company invoice: not listed, not found by number', async () => {
    const mine = await numbers();
    expect(mine).toEqual(
      expect.arrayContaining(['INV-2026-1001', 'INV-2026-1002', 'INV-2026-1003']),
    );
    expect(mine).not.toContain('INV-2026-2001');
    const ids = await s.deps.db.rows<{ number: string; companyId: number }>(
      sql`SELECT number, company_id AS "companyId" FROM invoices`,
    );
    const company1 = ids.filter((r) => r.companyId === 1).map((r) => r.number);
    expect(mine.sort()).toEqual(company1.sort());
    for (const path of ['/invoices/INV-2026-2001', '/invoices/INV-2026-2001/pdf']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found', message: 'Invoice not found' });
    }
    // ...and the other company's client sees his, not the demo client's.
    expect(await numbers('', 'other')).toContain('INV-2026-2001');
    expect(await numbers('', 'other')).not.toContain('INV-2026-1001');
    expect((await get('/invoices/INV-2026-1001', 'other')).status).toBe(404);
  });
});

describe('the list and the detail', () => {
  it.each([
    ['?status=paid', ['INV-2026-1003']],
    ['?status=cancelled', ['INV-2026-1004']],
    ['?status=overdue', ['INV-2026-1002']],
    ['?search=fair', ['INV-2026-1001']],
    ['?search=1002', ['INV-2026-1002']],
    ['?search=nothing-like-it', []],
  ])('%s', async (query, expected) => {
    const got = (await numbers(query)).filter((n) => n.startsWith('INV-2026-1'));
    expect(got).toEqual(expected);
  });

  it('open includes overdue; a bad status is a field message', async () => {
    const open = await numbers('?status=open');
    expect(open).toEqual(expect.arrayContaining(['INV-2026-1001', 'INV-2026-1002']));
    expect(open).not.toContain('INV-2026-1003');
    const bad = await get('/invoices?status=late');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: Record<string, string> };
    expect(typeof body.fields.status).toBe('string');
  });

  it('the detail has items at two VAT rates, activities and a document; amount = sums', async () => {
    const res = await get('/invoices/INV-2026-1001');
    const detail = v.parse(invoiceDetailSchema, await res.json());
    expect(new Set(detail.items.map((i) => i.vatRate))).toEqual(new Set([21, 9]));
    expect(detail.invoice.amountCents).toBe(invoiceSums(detail.items).grossCents);
    expect(detail.activities[0]?.caption).toBe('Invoice sent');
    const doc = detail.documents[0]!;
    const file = await get(`/invoices/INV-2026-1001/documents/${doc.id}/download`);
    expect(file.status).toBe(200);
    expect((await get(`/invoices/INV-2026-1001/documents/999999/download`)).status).toBe(404);
  });

  it('the PDF is a real PDF', async () => {
    const res = await get('/invoices/INV-2026-1001/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});

describe('create and edit', () => {
  it('only a client with CREATE creates; bad input gets field messages', async () => {
    const key = { 'Idempotency-Key': 'inv-test-office' };
    expect((await send('POST', '/invoices', input, key, 'office')).status).toBe(403);
    expect((await send('POST', '/invoices', input, key, 'planner')).status).toBe(403);
    const bad = await send('POST', '/invoices', {
      ...input,
      items: [{ description: '', quantity: 0, unitPriceCents: 1.5, vatRate: 120 }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: {
        'items.0.description': 'required',
        'items.0.quantity': 'must not be 0',
        'items.0.unitPriceCents': 'at most 2 decimals',
        'items.0.vatRate': 'must be 0 to 100',
      },
    });
    const early = await send('POST', '/invoices', { ...input, dueDate: '2026-11-01' });
    expect(await early.json()).toMatchObject({
      fields: { dueDate: 'must not be before the invoice date' },
    });
  });

  it('creates once for one Idempotency-Key, with the total of the sums module', async () => {
    const key = { 'Idempotency-Key': 'inv-test-create-1' };
    const first = await send('POST', '/invoices', input, key);
    expect(first.status).toBe(201);
    const created = v.parse(invoiceDetailSchema, await first.json());
    const again = v.parse(
      invoiceDetailSchema,
      await (await send('POST', '/invoices', input, key)).json(),
    );
    expect(again.invoice.id).toBe(created.invoice.id);
    expect(created.invoice.amountCents).toBe(invoiceSums(input.items).grossCents);
    expect(created.items).toHaveLength(2);
    expect(created.invoice.status).toBe('open');
    const count = await s.deps.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM invoices WHERE description = ${input.description}`,
    );
    expect(count?.n).toBe(1);
    expect(await numbers('?search=Extra crew')).toEqual([created.invoice.number]);
  });

  it("keeps the app's clientKey: a resend under another key answers the same invoice", async () => {
    const body = { ...input, description: 'Made offline', clientKey: 'ck-invoice-0001' };
    const first = await send('POST', '/invoices', body, { 'Idempotency-Key': 'inv-ck-1-a' });
    expect(first.status).toBe(201);
    const made = v.parse(invoiceDetailSchema, await first.json()).invoice;
    expect(made.clientKey).toBe('ck-invoice-0001');
    const again = await send('POST', '/invoices', body, { 'Idempotency-Key': 'inv-ck-1-b' });
    expect(v.parse(invoiceDetailSchema, await again.json()).invoice.id).toBe(made.id);
    expect(await numbers('?search=Made offline')).toEqual([made.number]);
    // A change queued before the number was known names the id the create answered with.
    const edited = await send(
      'PUT',
      `/invoices/${made.id}`,
      { ...input, description: 'Made offline, then changed' },
      { 'If-Match': `"${made.version}"`, 'Idempotency-Key': 'inv-ck-1-edit' },
    );
    expect(edited.status).toBe(200);
    expect(v.parse(invoiceDetailSchema, await edited.json()).invoice).toMatchObject({
      number: made.number,
      clientKey: 'ck-invoice-0001',
      version: made.version + 1,
    });
    // Another company's client reaches neither its number nor its id.
    expect((await get(`/invoices/${made.id}`, 'other')).status).toBe(404);
  });

  it('edits with If-Match; a stale version is 412 with who changed it; paid is 409', async () => {
    const path = '/invoices/INV-2026-1001';
    const before = v.parse(invoiceDetailSchema, await (await get(path)).json()).invoice;
    const changed = { ...input, description: 'Autumn fair build-up, revised' };
    const ok = await send('PUT', path, changed, {
      'If-Match': `"${before.version}"`,
      'Idempotency-Key': 'inv-test-edit-1',
    });
    expect(ok.status).toBe(200);
    const after = v.parse(invoiceDetailSchema, await ok.json());
    expect(after.invoice.version).toBe(before.version + 1);
    expect(after.invoice.amountCents).toBe(invoiceSums(input.items).grossCents);
    expect(after.activities[0]?.caption).toBe('Invoice changed');

    const stale = await send('PUT', path, input, {
      'If-Match': `"${before.version}"`,
      'Idempotency-Key': 'inv-test-edit-2',
    });
    expect(stale.status).toBe(412);
    expect((await stale.json()) as object).toMatchObject({
      code: 'version_conflict',
      changedBy: { name: 'Chris Client' },
    });

    const paid = v.parse(
      invoiceDetailSchema,
      await (await get('/invoices/INV-2026-1003')).json(),
    ).invoice;
    const final = await send('PUT', '/invoices/INV-2026-1003', input, {
      'If-Match': `"${paid.version}"`,
      'Idempotency-Key': 'inv-test-edit-3',
    });
    expect(final.status).toBe(409);
    expect(
      (await send('PUT', '/invoices/INV-2026-2001', input, { 'If-Match': '"1"' })).status,
    ).toBe(404);
    expect((await send('PUT', path, input, {}, 'office')).status).toBe(403);
  });
});
