import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  createCalendarSubscription,
  deleteCalendarSubscription,
  fileProblem,
  saveProfileLanguage,
  uploadMobileDocument,
} from './profile';
import { watchProfileLanguage } from '../../db/profileLanguage';

beforeEach(async () => {
  await freshDeviceSignedIn('person:1');
});

describe('fileProblem', () => {
  const blob = (size: number, type: string) => ({ size, type }) as Blob;
  it.each([
    [blob(10, 'application/pdf'), null],
    [blob(0, 'application/pdf'), 'empty'],
    [blob(10, 'text/html'), 'type'],
    [blob(10, ''), 'type'],
    [blob(DOCUMENT_MAX_BYTES + 1, 'image/png'), 'size'],
    [blob(DOCUMENT_MAX_BYTES, 'image/png'), null],
  ])('%o → %s', (file, problem) => {
    expect(fileProblem(file, DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES)).toBe(problem);
  });
});

describe('profile actions', () => {
  it('an upload shows at once as awaiting approval, with the file waiting in the outbox', async () => {
    const file = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    const id = await uploadMobileDocument({ name: 'Scan', type: 'certificate' }, file);
    expect(await db.mobileDocuments.get(id)).toMatchObject({
      name: 'Scan',
      status: 'awaitingApproval',
      fileName: 'scan.pdf',
    });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      method: 'POST',
      path: '/mobileDocuments',
      body: { name: 'Scan', type: 'certificate', fileName: 'scan.pdf' },
      entity: { table: 'mobileDocuments', id },
      state: 'pending',
    });
    expect(record?.blobs?.file).toBeDefined();
  });

  it('refuses a file of the wrong kind before queueing anything', async () => {
    const file = new File(['<html>'], 'page.html', { type: 'text/html' });
    await expect(uploadMobileDocument({ name: 'X', type: 'other' }, file)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.mobileDocuments.count()).toBe(0);
  });

  it('deleting a subscription never sent takes it back; a sent one is deleted on the server', async () => {
    const local = await createCalendarSubscription('Phone');
    await deleteCalendarSubscription(local);
    expect(await db.calendarSubscriptions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await db.calendarSubscriptions.put({
      id: 7,
      version: 2,
      name: 'Laptop',
      url: 'https://x.test/api/v1/calendar/s.ics',
      createdAt: '2026-11-22T00:00:00Z',
    });
    await deleteCalendarSubscription(7);
    expect(await db.calendarSubscriptions.get(7)).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([
      { method: 'DELETE', path: '/publicCalendarSubscriptions/7', baseVersion: 2 },
    ]);
  });
});

describe('the person’s language (issue 17)', () => {
  const profile = {
    id: 1,
    version: 3,
    name: 'Sam Crew',
    email: null,
    phone: null,
    address: null,
    birthday: null,
    timezone: 'Europe/Amsterdam',
    pictureId: null,
    pendingPictureId: null,
    language: 'en',
  };

  it('is stored at once, watched live, and queued for the server without If-Match', async () => {
    await db.profile.put(profile);
    const seen: (string | null)[] = [];
    const stop = watchProfileLanguage((l) => seen.push(l));
    await expect.poll(() => seen.at(-1)).toBe('en');
    await saveProfileLanguage('deAt');
    expect((await db.profile.get(1))?.language).toBe('deAt');
    await expect.poll(() => seen.at(-1)).toBe('deAt');
    stop();
    expect(await db.outbox.toArray()).toMatchObject([
      {
        kind: 'profile.language',
        method: 'POST',
        path: '/persons/1',
        body: { language: 'deAt' },
        entity: { table: 'profile', id: 1 },
        baseVersion: null,
        undo: [{ table: 'profile', id: 1, row: { language: 'en' } }],
      },
    ]);
  });

  it('the language already stored queues nothing; an unknown one is refused', async () => {
    await db.profile.put(profile);
    await saveProfileLanguage('en');
    expect(await db.outbox.count()).toBe(0);
    // @ts-expect-error: not one of SPEC §9's languages
    await expect(saveProfileLanguage('de-AT')).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
