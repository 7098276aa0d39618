import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { startTestServer, type TestServer } from './testkit';
import {
  emailMessageDetailSchema,
  emailMessageListSchema,
  emailMessageSchema,
  mailboxListSchema,
} from '../src/api/schemas/mail';

/**
 * The mailbox calls (issue 15): who may use them, that each login sees only the mailboxes
 * he reads (office never the client's, nor the other way), paging, search, read state,
 * unsubscribe, and the attachment download. One server for the file.
 */
let s: TestServer;
const token = { planner: '', client: '', crew: '', office: '' };

beforeAll(async () => {
  s = await startTestServer();
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.planner = await login('planner@demo.test');
  token.client = await login('client@demo.test');
  token.crew = await login('crew@demo.test');
  token.office = await login('office@demo.test');
}, 60_000);

type Who = keyof typeof token;
const get = (path: string, who: Who = 'office') => s.call('GET', path, { token: token[who] });
const post = (path: string, body: unknown, who: Who = 'office', key?: string) =>
  s.call('POST', path, {
    token: token[who],
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const list = async (query = '', who: Who = 'office') =>
  v.parse(emailMessageListSchema, await (await get(`/emailMessages${query}`, who)).json());
const bySubject = async (subject: string, who: Who = 'office') =>
  (await list(`?search=${encodeURIComponent(subject)}`, who)).items[0]!;

describe('who may read mail (SPEC §2: client or office, both mailbox rights)', () => {
  it.each([
    ['office', 200],
    ['client', 200],
    ['planner', 403],
    ['crew', 403],
  ] as const)('%s: GET /mailboxes answers %i', async (who, status) => {
    expect((await get('/mailboxes', who)).status).toBe(status);
    expect((await get('/emailMessages', who)).status).toBe(status);
  });
});

describe('each login sees only his own mailboxes', () => {
  it('the office reads the office inbox, the client the client inbox', async () => {
    const office = v.parse(mailboxListSchema, await (await get('/mailboxes')).json()).items;
    const client = v.parse(
      mailboxListSchema,
      await (await get('/mailboxes', 'client')).json(),
    ).items;
    expect(office.map((b) => b.name)).toEqual(['Office inbox']);
    expect(client.map((b) => b.name)).toEqual(['Client inbox']);
    expect(office[0]!.unread).toBeGreaterThan(0);
  });

  it("a client's message, its body and its attachment are 'not found' to the other", async () => {
    const mine = await bySubject('Your crew for next week', 'client');
    expect((await get(`/emailMessages/${mine.id}`, 'client')).status).toBe(200);
    const other = await get(`/emailMessages/${mine.id}`, 'office');
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: 'Email not found' });
    expect((await list(`?mailboxId=${mine.mailboxId}`)).items).toEqual([]);

    const quote = await bySubject('Signed quotation');
    const detail = v.parse(
      emailMessageDetailSchema,
      await (await get(`/emailMessages/${quote.id}`)).json(),
    );
    const attachment = detail.body.attachments[0]!;
    const path = `/emailMessageAttachments/${attachment.id}/download`;
    expect((await get(path, 'client')).status).toBe(404);
    expect((await post(`/emailMessages/${quote.id}/read`, { read: true }, 'client')).status).toBe(
      404,
    );
  });
});

describe('the list', () => {
  it('is newest first and pages', async () => {
    const all = await list();
    const first = await list('?limit=25&page=1');
    const second = await list('?limit=25&page=2');
    expect(first.total).toBe(all.items.length);
    expect(first.items).toHaveLength(25);
    expect(second.items.length).toBe(all.items.length - 25);
    const times = all.items.map((m) => m.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(second.items[0]!.id).toBe(all.items[25]!.id);
  });

  it('searches sender, subject and text; % is no wildcard', async () => {
    expect((await list('?search=mallory')).items.map((m) => m.subject)).toEqual([
      'Invoice figures (suspicious)',
    ]);
    expect((await list('?search=three%20new%20halls')).items).toHaveLength(1);
    expect((await list('?search=%25')).items).toEqual([]);
  });

  it('refuses a page size over 1000 on the field', async () => {
    const res = await get('/emailMessages?limit=1001');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual(['limit']);
  });
});

describe('one message', () => {
  it('answers the HTML as delivered and the attachment as the stored PDF', async () => {
    const quote = await bySubject('Signed quotation');
    const detail = v.parse(
      emailMessageDetailSchema,
      await (await get(`/emailMessages/${quote.id}`)).json(),
    );
    expect(detail.body.html).toContain('<img');
    const attachment = detail.body.attachments[0]!;
    expect(attachment).toMatchObject({ fileName: 'signed-quotation.pdf' });
    const res = await get(`/emailMessageAttachments/${attachment.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await get('/emailMessages/999999')).status).toBe(404);
  });

  it('is marked read once, however often the request comes', async () => {
    const m = await bySubject('Weekly hours overview');
    expect(m.read).toBe(false);
    const first = await post(`/emailMessages/${m.id}/read`, { read: true }, 'office', 'mail-r-1');
    const read = v.parse(emailMessageSchema, await first.json());
    expect(read).toMatchObject({ read: true, version: m.version + 1 });
    const again = v.parse(
      emailMessageSchema,
      await (await post(`/emailMessages/${m.id}/read`, { read: true })).json(),
    );
    expect(again.version).toBe(read.version);
    const bad = await post(`/emailMessages/${m.id}/read`, { read: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('unsubscribes only where the sender offers it', async () => {
    const news = await bySubject('Venue newsletter');
    expect(news).toMatchObject({ canUnsubscribe: true, unsubscribed: false });
    const res = await post(`/emailMessages/${news.id}/unsubscribe`, {}, 'office', 'mail-u-1');
    expect(v.parse(emailMessageSchema, await res.json()).unsubscribed).toBe(true);
    const plain = await bySubject('Plain text notice');
    expect((await post(`/emailMessages/${plain.id}/unsubscribe`, {})).status).toBe(409);
  });
});
