import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let crew: string;
let chief: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  [crew, chief] = await Promise.all([
    s.login({ login: 'crew@demo.test', password: 'demo1234' }),
    s.login({ login: 'chief@demo.test', password: 'demo1234' }),
  ]);
});

async function upload(token: string, questionId: number, fileKey: string, key = 'upload-key-0001') {
  const form = new FormData();
  form.set('data', JSON.stringify({ fileKey }));
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
  return createApp(s.deps).request(`/api/v1/formQuestions/${questionId}/file`, {
    method: 'POST',
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
    body: form,
  });
}

const fullAnswers = {
  '101': 'Sam Crew',
  '102': 4,
  '103': true,
  '104': 'M',
  '105': ['Forklift', 'First aid'],
  '106': '2026-01-15',
  '107': { fileKey: 'file-key-000001', fileName: 'id.png', contentType: 'image/png' },
  '109': SIGNATURE,
};

describe('forms', () => {
  it('lists the forms crew@ performs, with every question type', async () => {
    const res = await s.call('GET', '/forms/perform', { token: crew });
    const { items } = (await res.json()) as {
      items: { id: number; questions: { type: string }[] }[];
    };
    const alias = await s.call('GET', '/persons/1/formsPerform', { token: crew });
    expect(((await alias.json()) as { items: unknown[] }).items).toEqual(items);
    expect((await s.call('GET', '/persons/2/formsPerform', { token: crew })).status).toBe(403);
    const types = new Set(items.flatMap((f) => f.questions.map((q) => q.type)));
    expect([...types].sort()).toEqual([
      'date',
      'file',
      'multipleChoice',
      'number',
      'signature',
      'singleChoice',
      'text',
      'yesNo',
    ]);
  });

  it('saves, sends once with the file linked and byte-identical, and renders the PDFs', async () => {
    expect((await upload(crew, 107, 'file-key-000001')).status).toBe(201);
    // The same upload again (a resend after a lost answer) is applied once.
    expect((await upload(crew, 107, 'file-key-000001')).status).toBe(201);
    const draft = { formId: 1, answers: { '101': 'Sam Crew' } };
    const created = await s.call('POST', '/formResults/perform', { token: crew, body: draft });
    expect(created.status).toBe(201);
    const result = (await created.json()) as { id: number; version: number };

    const early = await s.call('POST', `/formResults/perform/${result.id}/send`, { token: crew });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { fields: Record<string, string> }).fields['102']).toBe(
      'This question is required',
    );

    const updated = await s.call('POST', `/formResults/perform/${result.id}`, {
      token: crew,
      body: { formId: 1, answers: fullAnswers },
      headers: { 'If-Match': '"1"' },
    });
    expect(updated.status).toBe(200);
    const stale = await s.call('POST', `/formResults/perform/${result.id}/send`, {
      token: crew,
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    const sent = await s.call('POST', `/formResults/perform/${result.id}/send`, {
      token: crew,
      headers: { 'If-Match': '"2"', 'Idempotency-Key': 'send-key-00001' },
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { status: string }).status).toBe('sent');

    const file = await s.call('GET', '/formFiles/file-key-000001', { token: crew });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      createHash('sha256').update(PNG).digest('hex'),
    );
    for (const kind of ['download', 'signedDownload']) {
      const pdf = await s.call('GET', `/forms/perform/${result.id}/${kind}`, { token: crew });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const writes = (await (await s.call('GET', '/__test/writes')).json()) as { path: string }[];
    expect(writes.filter((w) => w.path.endsWith('/file'))).toHaveLength(1);
  });

  it('refuses an answer that does not fit, a file never uploaded, and other people', async () => {
    const bad = await s.call('POST', '/formResults/perform', {
      token: crew,
      body: { formId: 1, answers: { '104': 'XXL', '107': fullAnswers['107'] } },
    });
    expect(bad.status).toBe(422);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      '104': 'This answer does not fit the question',
      '107': 'The file was not uploaded',
    });
    // The induction is crew@'s, not the chief's.
    const other = await s.call('POST', '/formResults/perform', {
      token: chief,
      body: { formId: 1, answers: {} },
    });
    expect(other.status).toBe(403);
    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' });
    expect((await s.call('GET', '/forms/perform', { token: guest })).status).toBe(403);
    expect((await s.call('GET', '/projectCrews/1/securityChecks', { token: guest })).status).toBe(
      403,
    );
  });
});

describe('security checks', () => {
  it('only the chief lists and fills them; sent once', async () => {
    expect((await s.call('GET', '/projectCrews/1/securityChecks', { token: crew })).status).toBe(
      403,
    );
    const list = await s.call('GET', '/projectCrews/1/securityChecks', { token: chief });
    const { items } = (await list.json()) as {
      items: { id: number; formId: number; date: string; shift: string; status: string }[];
    };
    // A day's shifts in the order they happen, not by name (evening sorts before morning as text).
    expect(items.map((i) => i.shift)).toEqual(['morning', 'evening']);
    const check = items.find((i) => i.shift === 'morning')!;
    const body = {
      formId: check.formId,
      securityCheckId: check.id,
      answers: { '301': true, '302': true, '303': 'Safe', '305': SIGNATURE },
    };
    expect((await s.call('POST', '/formResults/perform', { token: crew, body })).status).toBe(403);
    const created = await s.call('POST', '/formResults/perform', { token: chief, body });
    expect(created.status).toBe(201);
    const sent = await s.call('POST', `/projectCrews/1/securityChecks/${check.id}/send`, {
      token: chief,
    });
    expect(sent.status).toBe(200);
    const signed = await s.call(
      'GET',
      `/projectCrews/1/securityChecks/${check.id}/signedDownload`,
      {
        token: chief,
      },
    );
    expect(signed.status).toBe(200);
    const after = (await (
      await s.call('GET', '/projectCrews/1/securityChecks', { token: chief })
    ).json()) as { items: { id: number; status: string }[] };
    expect(after.items.find((i) => i.id === check.id)?.status).toBe('sent');
  });
});
