import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { checkPassword } from './auth/passwords';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';
import {
  projectDetailBundleSchema,
  projectActivitySchema,
  projectExtrasSchema,
} from '../src/api/schemas/projectDetail';
import { crewListCsv, csvCell } from './routes/projectExports';

/**
 * The project detail (issue 13): who reads it (clients their company's projects, planners
 * all, crew and guests not), the to-do defaults, the guest password's hash, the logo right.
 * One server for the file: the cases that write run last or restore what they change.
 */
let s: TestServer;
let app: ReturnType<typeof createApp>;
const token = { client: '', planner: '', crew: '', guest: '', office: '' };
/** Another company's project (the seed's P-20002 belongs to company 2). */
const OTHER = 'P-20002';

beforeAll(async () => {
  s = await startTestServer();
  app = createApp(s.deps);
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.client = await login('client@demo.test');
  token.planner = await login('planner@demo.test');
  token.crew = await login('crew@demo.test');
  token.office = await login('office@demo.test');
  token.guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
}, 60_000);

const get = (path: string, who: keyof typeof token) => s.call('GET', path, { token: token[who] });

describe('project detail: who reads what', () => {
  it.each([
    ['planner', DEMO_PROJECT_NUMBER, 200],
    ['planner', OTHER, 200],
    ['client', DEMO_PROJECT_NUMBER, 200],
    ['client', OTHER, 403],
    ['crew', DEMO_PROJECT_NUMBER, 403],
    ['office', DEMO_PROJECT_NUMBER, 403],
    ['guest', DEMO_PROJECT_NUMBER, 200],
    ['guest', OTHER, 403],
    ['planner', 'P-NOPE', 404],
  ] as const)('%s reading %s answers %i', async (who, number, status) => {
    const res = await get(`/projects/${number}/detail`, who);
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(((await res.json()) as { message: string }).message).toMatch(/cannot|Guests/);
    }
  });

  it('answers the documents, invoices, extras and activities the schema expects', async () => {
    const res = await get(`/projects/${DEMO_PROJECT_NUMBER}/detail`, 'planner');
    const bundle = v.parse(projectDetailBundleSchema, await res.json());
    expect(bundle.documents.length).toBeGreaterThanOrEqual(3);
    expect(bundle.invoices.length).toBeGreaterThanOrEqual(2);
    expect(bundle.extras.manager?.name).toBeTruthy();
    expect(bundle.extras.hasPassword).toBe(true);
    expect(bundle.extras.logoKey).not.toBeNull();
    expect(bundle.activities.map((a) => a.type)).toContain('TODO_INT');
  });

  it("gives a project guest its manager's contact and nothing else of the detail", async () => {
    const res = await get(`/projects/${DEMO_PROJECT_NUMBER}/detail`, 'guest');
    const bundle = v.parse(projectDetailBundleSchema, await res.json());
    expect(bundle.extras.manager?.name).toBeTruthy();
    expect([bundle.documents, bundle.invoices, bundle.activities]).toEqual([[], [], []]);
    const doc = `/projects/${DEMO_PROJECT_NUMBER}/documents/1/download`;
    expect((await get(doc, 'guest')).status).toBe(403);
  });

  it('hides the internal to-dos from clients', async () => {
    const res = await get(`/projects/${DEMO_PROJECT_NUMBER}/detail`, 'client');
    const bundle = v.parse(projectDetailBundleSchema, await res.json());
    expect(bundle.activities.length).toBeGreaterThan(0);
    expect(bundle.activities.map((a) => a.type)).not.toContain('TODO_INT');
  });

  it("serves a document's bytes to its readers only", async () => {
    const res = await get(`/projects/${DEMO_PROJECT_NUMBER}/detail`, 'client');
    const doc = v.parse(projectDetailBundleSchema, await res.json()).documents[0]!;
    const path = `/projects/${DEMO_PROJECT_NUMBER}/documents/${doc.id}/download`;
    const mine = await get(path, 'client');
    expect(mine.status).toBe(200);
    expect(new TextDecoder().decode(await mine.arrayBuffer())).toMatch(/^%PDF/);
    // The document id under another project's number is not found, not served.
    expect((await get(`/projects/${OTHER}/documents/${doc.id}/download`, 'planner')).status).toBe(
      404,
    );
    expect((await get(path, 'crew')).status).toBe(403);
  });

  it('serves the report and exports, a CSV of the crew list and PDFs', async () => {
    const base = `/projects/${DEMO_PROJECT_NUMBER}`;
    const csv = await get(`${base}/exports/crewList.csv`, 'planner');
    expect(csv.headers.get('Content-Type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Crew,Function,Person,Start date,End date,Start,End,Status');
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    for (const path of [`${base}/exports/crewList.pdf`, `${base}/report`]) {
      const res = await get(path, 'client');
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
    }
    expect((await get(`/projects/${OTHER}/report`, 'client')).status).toBe(403);
  });
});

describe('project detail: csv cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['-1', `"'-1"`],
  ])('%s becomes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every row with CRLF and leaves an open item blank', () => {
    const csv = crewListCsv([
      {
        crew: 'Stage',
        functionName: 'Rigger',
        person: null,
        startDate: '2026-11-22',
        endDate: '2026-11-22',
        startTime: '08:00',
        endTime: '17:00',
        status: 'open',
      },
    ]);
    expect(csv.endsWith('Stage,Rigger,,2026-11-22,2026-11-22,08:00,17:00,open\r\n')).toBe(true);
  });
});

describe('project detail: to-dos', () => {
  const post = (who: keyof typeof token, body: unknown, number = DEMO_PROJECT_NUMBER) =>
    s.call('POST', `/projects/${number}/activities`, {
      token: token[who],
      body,
      headers: { 'Idempotency-Key': `todo-${who}-${JSON.stringify(body).length}-${number}` },
    });

  it('records a TODO_INT with the due date and priority given, once per key', async () => {
    const body = { caption: ' Call the venue ', body: null, dueDate: '23.11.2026', priority: 1 };
    const res = await post('planner', body);
    expect(res.status).toBe(201);
    const todo = v.parse(projectActivitySchema, await res.json());
    expect(todo).toMatchObject({
      type: 'TODO_INT',
      caption: 'Call the venue',
      dueDate: '23.11.2026',
      priority: 1,
    });
    expect(todo.personParty).toBeTruthy();
    const again = v.parse(projectActivitySchema, await (await post('planner', body)).json());
    expect(again.id).toBe(todo.id);
  });

  it.each([
    [{ caption: '', body: null, dueDate: '23.11.2026', priority: 1 }, 'caption'],
    [{ caption: 'x', body: null, dueDate: '2026-11-23', priority: 1 }, 'dueDate'],
    [{ caption: 'x', body: null, dueDate: '31.02.2026', priority: 1 }, 'dueDate'],
    [{ caption: 'x', body: null, dueDate: '23.11.2026', priority: 7 }, 'priority'],
  ])('refuses %j on the field %s', async (body, field) => {
    const res = await post('planner', body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as { fields?: Record<string, string> };
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('lets only planners add to-dos', async () => {
    const body = { caption: 'Mine', body: null, dueDate: '23.11.2026', priority: 1 };
    expect((await post('client', body)).status).toBe(403);
    expect((await post('crew', body)).status).toBe(403);
  });
});

describe('project detail: the guest password', () => {
  const put = (who: keyof typeof token, password: unknown, number = DEMO_PROJECT_NUMBER) =>
    s.call('PUT', `/projects/${number}/password`, { token: token[who], body: { password } });

  it('refuses a short password on its field, and non-planners', async () => {
    const short = await put('planner', 'short');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields?: object }).fields).toHaveProperty('password');
    expect((await put('client', 'long enough 1')).status).toBe(403);
    expect((await put('guest', 'long enough 1')).status).toBe(403);
  });

  it('stores only a hash; the guest logs in with the new password, not the old', async () => {
    expect((await put('planner', 'new guest pass 1', 'P-20003')).status).toBe(204);
    const row = await s.deps.db.one<{ hash: string }>(
      sql`SELECT guest_password_hash AS hash FROM projects WHERE number = 'P-20003'`,
    );
    expect(row?.hash).not.toContain('new guest pass 1');
    expect(await checkPassword('new guest pass 1', row?.hash ?? null)).toBe(true);
    const login = await s.call('POST', '/auth/token', {
      body: { projectNumber: 'P-20003', password: 'new guest pass 1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('project detail: the logo', () => {
  const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 9, 8, 7]);
  const upload = (who: keyof typeof token, type = 'image/png') => {
    const form = new FormData();
    form.append('data', '{}');
    form.append('file', new Blob([PNG], { type }), 'logo.png');
    return app.request(`/api/v1/projects/${DEMO_PROJECT_NUMBER}/logo`, {
      method: 'POST',
      headers: {
        Type: 'MOBILE',
        Authorization: `Bearer ${token[who]}`,
        'Idempotency-Key': `logo-${who}-${type}`,
      },
      body: form,
    });
  };

  it('needs EDIT_PROJECT_LOGO: clients hold the projects right without it', async () => {
    expect((await upload('client')).status).toBe(403);
  });

  it('refuses a file that is not an image', async () => {
    expect((await upload('planner', 'application/pdf')).status).toBe(415);
  });

  it('stores the image for the planner and serves it inline', async () => {
    const res = await upload('planner');
    expect(res.status).toBe(200);
    const extras = v.parse(projectExtrasSchema, await res.json());
    const logo = await get(`/projects/${DEMO_PROJECT_NUMBER}/logo`, 'client');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('Content-Disposition')).toMatch(/^inline/);
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    expect(extras.logoKey).toBeTruthy();
  });
});
