import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { downloadFile } from '../api/files';
import { fetchDocument } from '../api/documents';
import type { SignDocument } from '../api/schemas/documents';
import { rotateRefreshToken } from '../api/session';
import { db } from '../db/db';
import { readSession, writeSession } from '../db/sessionStore';
import { authenticated, getSession, setSession } from '../session/sessionState';
import { decodeToken } from '../session/token';
import { keepOffline } from './files';
import { refreshDocument } from './pull/documents';

vi.mock('../api/session', () => ({ rotateRefreshToken: vi.fn(), refreshToken: vi.fn() }));
vi.mock('../api/files', () => ({ downloadFile: vi.fn() }));
vi.mock('../api/documents', () => ({ fetchDocument: vi.fn(), fetchDocumentsToSign: vi.fn() }));
const rotate = vi.mocked(rotateRefreshToken);
const download = vi.mocked(downloadFile);
const fetchDoc = vi.mocked(fetchDocument);

/** An unsigned token the app can read (it never verifies; the server does). */
function tokenFor(name: string): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const payload = {
    type: 'other',
    exp: 4_000_000_000,
    loginData: { personId: 3, contactNumber: null, language: 'en', loginTypes: ['Crew'], name },
  };
  return `${part({ alg: 'none' })}.${part(payload)}.sig`;
}

const OLD = tokenFor('old');
const NEW = tokenFor('new');
const PATH = '/payrolls/7/download';
const FILE = { blob: new Blob(['%PDF']), contentType: 'application/pdf', name: 'payroll.pdf' };
const unauthorized = () => new ApiError(401, 'unauthorized', 'Log in again');

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all(db.tables.map((t) => t.clear()));
  await writeSession({
    token: OLD,
    refreshToken: 'refresh-1',
    rights: {},
    mailboxRights: {},
    ownerId: 'person:3',
    savedAt: 0,
  });
  setSession(authenticated(OLD, decodeToken(OLD)!, {}, {}));
});

describe('a file download whose access token expired', () => {
  it('refreshes once and downloads again with the new token', async () => {
    rotate.mockResolvedValue({ token: NEW, refreshToken: 'refresh-2' });
    download.mockImplementation((_path, token) =>
      token === OLD ? Promise.reject(unauthorized()) : Promise.resolve(FILE),
    );
    const row = await keepOffline(PATH);
    expect(row).toMatchObject({ path: PATH, name: 'payroll.pdf' });
    expect(download.mock.calls).toEqual([
      [PATH, OLD],
      [PATH, NEW],
    ]);
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(await readSession()).toMatchObject({ token: NEW, refreshToken: 'refresh-2' });
    expect(getSession()).toMatchObject({ status: 'authenticated', token: NEW });
    expect(await db.files.get(PATH)).toBeDefined();
  });

  it('a refused refresh ends the session: the download fails once, nothing is kept', async () => {
    rotate.mockRejectedValue(new ApiError(401, 'session_expired', 'Expired'));
    download.mockRejectedValue(unauthorized());
    await expect(keepOffline(PATH)).rejects.toThrow('Log in again');
    expect(download).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ status: 'anonymous' });
    expect(await db.files.count()).toBe(0);
  });

  it('other failures and signed links are not refreshed', async () => {
    download.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Gone'));
    await expect(keepOffline(PATH)).rejects.toThrow('Gone');
    const signed = 'https://api.example.test/documents/1/signed?token=abc';
    download.mockRejectedValueOnce(unauthorized());
    await expect(keepOffline(signed)).rejects.toThrow('Log in again');
    expect(download).toHaveBeenLastCalledWith(signed, null, true);
    expect(rotate).not.toHaveBeenCalled();
  });
});

describe('pulling one document whose access token expired', () => {
  it('refreshes once and fetches it again with the new token', async () => {
    rotate.mockResolvedValue({ token: NEW, refreshToken: 'refresh-2' });
    const doc = { id: 5, signedUrl: 'https://api.example.test/d/5' } as SignDocument;
    fetchDoc.mockImplementation((token) =>
      token === OLD ? Promise.reject(unauthorized()) : Promise.resolve(doc),
    );
    download.mockResolvedValue(FILE);
    expect(await refreshDocument(5)).toBe('fresh');
    expect(fetchDoc.mock.calls).toEqual([
      [OLD, 5],
      [NEW, 5],
    ]);
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(await db.documents.get(5)).toMatchObject({ id: 5 });
  });
});
