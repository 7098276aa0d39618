import { beforeEach, describe, expect, it } from 'vitest';
import type { SignDocument, Signatory } from '../../api/schemas/documents';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { applySuccess } from '../outbox/apply';
import { discardSignature, signDocument, uploadDocumentFile } from './documents';

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({
  type: 'other',
  exp: 4_000_000_000,
  loginData: { personId: 1, contactNumber: 'C-0001', language: 'en', loginTypes: ['Crew'] },
})}.sig`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const signatory = (id: number, personId: number, caption = 'Ready to sign'): Signatory => ({
  id,
  position: id,
  name: `P${personId}`,
  status: { caption },
  person: { id: personId },
  contact: null,
  signatures: [{ id: id * 10, signed: caption === 'Signed', signedAt: null }],
});

const doc = (over: Partial<SignDocument> = {}): SignDocument => ({
  id: 7,
  version: 3,
  name: 'Agreement',
  description: '',
  type: { id: 1, caption: 'Agreement', parameters: '{}' },
  parameters: '{"signatoriesOrder":[1,2]}',
  signatories: [signatory(1, 1), signatory(2, 4)],
  signedUrl: 'http://x/api/v1/public/documents/7/file?token=t&v=3',
  updatedAt: '2026-11-22T10:00:00Z',
  upload: null,
  ...over,
});

beforeEach(async () => {
  await freshDeviceSignedIn('person:1', TOKEN);
});

describe('document actions', () => {
  it('a signature waits in the outbox tied to the version it was drawn on, never marked Signed', async () => {
    await db.documents.put(doc());
    await signDocument({ documentId: 7, signatoryId: 1, signature: PNG, rating: 5 });
    const row = (await db.documents.get(7))!;
    expect(row.localSignature).toMatchObject({ signatoryId: 1, baseVersion: 3 });
    expect(row.signatories[0]!.status.caption).toBe('Ready to sign');
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'document.sign',
      method: 'POST',
      path: '/documentSignatories/1/sign',
      baseVersion: 3,
      entity: { table: 'documents', id: 7 },
      body: { signature: PNG, rating: 5, formFields: {} },
    });
  });

  it('the server answer replaces the row (and the local note goes)', async () => {
    await db.documents.put(doc());
    await signDocument({ documentId: 7, signatoryId: 1, signature: PNG });
    const [record] = await db.outbox.toArray();
    const answer = doc({ signatories: [signatory(1, 1, 'Signed'), signatory(2, 4)] });
    await applySuccess(record!, answer, record!.path);
    const row = (await db.documents.get(7))!;
    expect(row.localSignature).toBeUndefined();
    expect(row.signatories[0]!.status.caption).toBe('Signed');
  });

  it('refuses out of turn, for someone else, and twice', async () => {
    await db.documents.put(doc({ parameters: '{"signatoriesOrder":[2,1]}' }));
    await expect(signDocument({ documentId: 7, signatoryId: 1, signature: PNG })).rejects.toThrow(
      'cannot sign now',
    );
    await expect(signDocument({ documentId: 7, signatoryId: 2, signature: PNG })).rejects.toThrow(
      'not this signatory',
    );
    await db.documents.put(doc({ parameters: '{}' }));
    await signDocument({ documentId: 7, signatoryId: 1, signature: PNG });
    await expect(signDocument({ documentId: 7, signatoryId: 1, signature: PNG })).rejects.toThrow(
      'already waiting',
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a signature that is not a PNG data URL', async () => {
    await db.documents.put(doc());
    await expect(
      signDocument({ documentId: 7, signatoryId: 1, signature: 'hello' }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('sign again after a conflict: the old signature goes, the server version comes back', async () => {
    await db.documents.put(doc());
    await signDocument({ documentId: 7, signatoryId: 1, signature: PNG });
    const [record] = await db.outbox.toArray();
    const current = doc({ version: 4, description: 'Changed' });
    await db.outbox.update(record!.id, { state: 'conflict', serverEntity: current });
    await discardSignature(record!.id);
    expect(await db.outbox.count()).toBe(0);
    const row = (await db.documents.get(7))!;
    expect(row.version).toBe(4);
    expect(row.localSignature).toBeUndefined();
    await signDocument({ documentId: 7, signatoryId: 1, signature: PNG });
    expect((await db.outbox.toArray())[0]!.baseVersion).toBe(4);
  });

  it('an upload shows awaiting approval and waits as multipart, not tied to the row', async () => {
    await db.documents.put(doc());
    const file = new File(['%PDF-1.4'], 'copy.pdf', { type: 'application/pdf' });
    await uploadDocumentFile(7, file);
    expect((await db.documents.get(7))!.upload).toMatchObject({
      fileName: 'copy.pdf',
      status: 'awaitingApproval',
    });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      path: '/documents/7/file',
      entity: null,
      body: { fileName: 'copy.pdf' },
    });
    expect(record!.blobs?.file).toBeTruthy();
    await expect(
      uploadDocumentFile(7, new File(['x'], 'x.html', { type: 'text/html' })),
    ).rejects.toThrow('File refused');
  });
});
