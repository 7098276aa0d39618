import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignDocument } from '../src/api/schemas/documents';
import { isFullySigned, isSigned, signedState } from '../src/api/schemas/signingRules';
import { createApp } from './app';
import { DOCUMENT_IDS } from './seed/documents';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let crew: string;
let planner: string;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const body = { signature: PNG, rating: 4 };

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  [crew, planner] = await Promise.all([
    s.login({ login: 'crew@demo.test', password: 'demo1234' }),
    s.login({ login: 'planner@demo.test', password: 'demo1234' }),
  ]);
});

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const getDoc = (id: number, token = crew) =>
  json<SignDocument>(s.call('GET', `/documents/${id}`, { token }));
const mine = (d: SignDocument, personId: number) =>
  d.signatories.find((x) => x.person?.id === personId)!;
const writes = () => json<unknown[]>(s.call('GET', '/__test/writes'));

describe('documents to sign', () => {
  it('lists the documents where crew@ is a signatory, with a signedUrl that needs no auth', async () => {
    const list = await json<{ items: SignDocument[] }>(
      s.call('GET', '/documentsToSign', { token: crew }),
    );
    expect(list.items.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    const url = new URL(list.items[0]!.signedUrl);
    const bare = createApp(s.deps);
    const res = await bare.request(url.pathname + url.search);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain('attachment');
    const bad = await bare.request(url.pathname + url.search.replace(/token=\w/, 'token=x'));
    expect(bad.status).toBe(404);
  });

  it('the PDF of the authenticated route is a PDF', async () => {
    const res = await s.call('GET', `/documents/${DOCUMENT_IDS.crewFirst}/file`, { token: crew });
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('signs in turn, then the next one may sign', async () => {
    const doc = await getDoc(DOCUMENT_IDS.crewFirst);
    const me = mine(doc, 1);
    const res = await s.call('POST', `/documentSignatories/${me.id}/sign`, {
      token: crew,
      body,
      headers: { 'If-Match': `"${doc.version}"`, 'Idempotency-Key': 'doc-sign-000001' },
    });
    expect(res.status).toBe(200);
    const signed = await json<SignDocument>(res);
    expect(mine(signed, 1).status.caption).toBe('Signed');
    const p = mine(signed, 4);
    const next = await s.call('POST', `/documents/${doc.id}/sign/${p.signatures[0]!.id}`, {
      token: planner,
      body,
    });
    expect(next.status).toBe(200);
  });

  it('out of turn is 409 with the current document', async () => {
    const doc = await getDoc(DOCUMENT_IDS.crewSecond);
    const me = mine(doc, 1);
    const res = await s.call('POST', `/documentSignatories/${me.id}/sign`, { token: crew, body });
    expect(res.status).toBe(409);
    const answer = await json<{ code: string; current: SignDocument }>(res);
    expect(answer.code).toBe('out_of_turn');
    expect(answer.current.id).toBe(doc.id);
    expect(await writes()).toHaveLength(0);
  });

  it('a signature drawn on an older version is 412 with the current document', async () => {
    const doc = await getDoc(DOCUMENT_IDS.anyOrderTwo);
    const changed = await s.call('POST', `/documents/${doc.id}`, {
      token: planner,
      body: { description: 'New text' },
      headers: { 'If-Match': `"${doc.version}"` },
    });
    expect(changed.status).toBe(200);
    const res = await s.call('POST', `/documentSignatories/${mine(doc, 1).id}/sign`, {
      token: crew,
      body,
      headers: { 'If-Match': `"${doc.version}"` },
    });
    expect(res.status).toBe(412);
    const answer = await json<{ current: SignDocument }>(res);
    expect(answer.current.version).toBe(doc.version + 1);
    expect(answer.current.signedUrl).not.toBe(doc.signedUrl);
  });

  it('a repeated idempotency key signs once and answers the first answer', async () => {
    const doc = await getDoc(DOCUMENT_IDS.anyOrderTwo);
    const init = { token: crew, body, headers: { 'Idempotency-Key': 'doc-sign-000002' } };
    const path = `/documentSignatories/${mine(doc, 1).id}/sign`;
    const first = await s.call('POST', path, init);
    const again = await s.call('POST', path, init);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await writes()).toHaveLength(1);
    // Without the key, signing again is refused: it is already signed.
    expect((await s.call('POST', path, { token: crew, body })).status).toBe(409);
  });

  it('one of two signatories signed is not a signed document; both signed is', async () => {
    const chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
    const sign = async (token: string, personId: number) => {
      const doc = await getDoc(DOCUMENT_IDS.anyOrderTwo, token);
      const res = await s.call('POST', `/documentSignatories/${mine(doc, personId).id}/sign`, {
        token,
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as SignDocument;
    };
    const crewMe = { personId: 1, contactNumber: null };
    const afterCrew = await sign(crew, 1);
    expect(mine(afterCrew, 1).status.caption).toBe('Signed');
    expect(isFullySigned(afterCrew)).toBe(false);
    expect(signedState(afterCrew, crewMe)).toBe('signedByYou');
    const chiefId = afterCrew.signatories.find((x) => x.person?.id !== 1)!.person!.id;
    const afterChief = await sign(chief, chiefId);
    expect(isFullySigned(afterChief)).toBe(true);
    expect(signedState(afterChief, crewMe)).toBe('signed');
  });

  it('one of two signatures of a signatory leaves it On Going, not signed', async () => {
    const doc = await getDoc(DOCUMENT_IDS.crewSecond);
    const first = mine(doc, 1).signatures[0]!;
    // The planner signs first in this one-by-one document.
    const plannerId = doc.signatories.find((x) => x.person?.id !== 1 && x.person)!;
    const p = await s.call('POST', `/documentSignatories/${plannerId.id}/sign`, {
      token: planner,
      body,
    });
    expect(p.status).toBe(200);
    const res = await s.call('POST', `/documents/${doc.id}/sign/${first.id}`, {
      token: crew,
      body,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as SignDocument;
    expect(mine(after, 1).status.caption).toBe('On Going');
    expect(isSigned(after, { personId: 1, contactNumber: null })).toBe(false);
    expect(isFullySigned(after)).toBe(false);
  });

  it('a person who is not a signatory gets 403, a guest 403, unknown 404', async () => {
    const chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
    expect(
      (await s.call('GET', `/documents/${DOCUMENT_IDS.crewFirst}`, { token: chief })).status,
    ).toBe(403);
    const doc = await getDoc(DOCUMENT_IDS.crewFirst);
    const res = await s.call('POST', `/documentSignatories/${mine(doc, 1).id}/sign`, {
      token: chief,
      body,
    });
    expect(res.status).toBe(403);
    // The planner may read the document, but not sign for crew@.
    const asPlanner = await s.call('POST', `/documentSignatories/${mine(doc, 1).id}/sign`, {
      token: planner,
      body,
    });
    expect(asPlanner.status).toBe(403);
    expect((await s.call('GET', '/documents/999', { token: crew })).status).toBe(404);
    // A crew member may not change a document.
    expect((await s.call('POST', `/documents/${doc.id}`, { token: crew, body: {} })).status).toBe(
      403,
    );
  });

  it('guests get 403', async () => {
    const { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } = await import('./seed/demoLogins');
    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
    expect((await s.call('GET', '/documentsToSign', { token: guest })).status).toBe(403);
    expect((await s.call('GET', '/documents/1', { token: guest })).status).toBe(403);
  });

  it('a contact signs by contact number', async () => {
    const client = await s.login({ login: 'client@demo.test', password: 'demo1234' });
    const list = await json<{ items: SignDocument[] }>(
      s.call('GET', '/documentsToSign', { token: client }),
    );
    expect(list.items.map((d) => d.id)).toEqual([2, 4]);
  });

  it('an uploaded file awaits approval and keeps the version', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify({ fileName: 'signed-copy.pdf' }));
    form.set('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'signed-copy.pdf');
    const res = await createApp(s.deps).request(
      `/api/v1/documents/${DOCUMENT_IDS.crewFirst}/file`,
      {
        method: 'POST',
        headers: { Type: 'MOBILE', Authorization: `Bearer ${crew}` },
        body: form,
      },
    );
    expect(res.status).toBe(201);
    const doc = await json<SignDocument>(res);
    expect(doc.upload).toMatchObject({ fileName: 'signed-copy.pdf', status: 'awaitingApproval' });
    expect(doc.version).toBe(1);
  });
});
