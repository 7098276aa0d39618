import * as v from 'valibot';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  calendarSubscriptionInputSchema,
  mobileDocumentInputSchema,
  personLanguageInputSchema,
  type LanguageName,
  type MobileDocumentInput,
  type MobileDocumentType,
  type PushSubscriptionInput,
} from '../../api/schemas/profile';
import { db } from '../../db/db';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { queueDelete } from '../outbox/targets';

export { DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES };

/** The server's rules for the typed fields, so each field shows the limit it is held to. */
export const FIELD_RULES = {
  calendarSubscriptionName: calendarSubscriptionInputSchema.entries.name,
  documentName: mobileDocumentInputSchema.entries.name,
};
export type { MobileDocumentType };

export type FileProblem = 'type' | 'size' | 'empty' | null;

/** What is wrong with a chosen file, before it is queued (the server checks the same). */
export function fileProblem(file: Blob, types: readonly string[], maxBytes: number): FileProblem {
  if (file.size === 0) return 'empty';
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

async function sessionOrThrow() {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session;
}

const todayLocal = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Uploads a document: it shows at once as awaiting approval, and the file waits in the outbox
 * (as a Blob part) until the server has it, so this works offline.
 */
export async function uploadMobileDocument(
  input: Omit<MobileDocumentInput, 'fileName'>,
  file: File,
): Promise<number> {
  const valid = v.parse(mobileDocumentInputSchema, { ...input, fileName: file.name || undefined });
  const problem = fileProblem(file, DOCUMENT_FILE_TYPES, DOCUMENT_MAX_BYTES);
  if (problem) throw new Error(`File refused: ${problem}`);
  const id = localEntityId();
  await db.transaction('rw', db.session, db.mobileDocuments, db.outbox, async () => {
    const session = await sessionOrThrow();
    await db.mobileDocuments.add({
      id,
      version: 1,
      name: valid.name,
      type: valid.type,
      date: todayLocal(),
      status: 'awaitingApproval',
      fileName: file.name || 'document',
      contentType: file.type,
      size: file.size,
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'mobileDocument.upload',
        method: 'POST',
        path: '/mobileDocuments',
        body: valid,
        blobs: { file },
        entity: { table: 'mobileDocuments', id },
        baseVersion: null,
        undo: [{ table: 'mobileDocuments', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/** A new profile picture: shown as awaiting approval until the office approves it (SPEC §4). */
export async function uploadProfilePicture(file: File): Promise<void> {
  const problem = fileProblem(file, PICTURE_TYPES, PICTURE_MAX_BYTES);
  if (problem) throw new Error(`File refused: ${problem}`);
  await db.transaction('rw', db.session, db.profile, db.outbox, async () => {
    const session = await sessionOrThrow();
    const profile = await db.profile.toCollection().first();
    if (!profile) throw new Error('No profile');
    await db.profile.update(profile.id, { pendingPictureId: -1 });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'profilePicture.upload',
        method: 'POST',
        path: `/persons/${profile.id}/profilePictures`,
        body: {},
        blobs: { file },
        entity: { table: 'profile', id: profile.id },
        // No If-Match: a new picture replaces any waiting one whatever else changed meanwhile.
        baseVersion: null,
        undo: [{ table: 'profile', id: profile.id, row: profile }],
      }),
    );
  });
  notifyEnqueued();
}

/**
 * The person's own language (SPEC §9, issue 17): shown at once (the app follows the stored
 * profile), sent to the server when online; a second change goes after the first (FIFO per
 * entity). No If-Match: a language has nothing to merge with a change made elsewhere.
 */
export async function saveProfileLanguage(language: LanguageName): Promise<void> {
  const valid = v.parse(personLanguageInputSchema, { language });
  await db.transaction('rw', db.session, db.profile, db.outbox, async () => {
    const session = await sessionOrThrow();
    const profile = await db.profile.toCollection().first();
    if (!profile) throw new Error('No profile');
    if (profile.language === valid.language) return;
    await db.profile.update(profile.id, { language: valid.language });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'profile.language',
        method: 'POST',
        path: `/persons/${profile.id}`,
        body: valid,
        entity: { table: 'profile', id: profile.id },
        baseVersion: null,
        undo: [{ table: 'profile', id: profile.id, row: profile }],
      }),
    );
  });
  notifyEnqueued();
}

export async function createCalendarSubscription(name: string): Promise<number> {
  const valid = v.parse(calendarSubscriptionInputSchema, { name });
  const id = localEntityId();
  await db.transaction('rw', db.session, db.calendarSubscriptions, db.outbox, async () => {
    const session = await sessionOrThrow();
    await db.calendarSubscriptions.add({
      id,
      version: 1,
      name: valid.name,
      url: null,
      createdAt: new Date().toISOString(),
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'calendarSubscription.create',
        method: 'POST',
        path: '/publicCalendarSubscriptions',
        body: valid,
        entity: { table: 'calendarSubscriptions', id },
        baseVersion: null,
        undo: [{ table: 'calendarSubscriptions', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/** A new secret address; the old one stops working once the server has it. */
export async function refreshCalendarSubscription(id: number): Promise<void> {
  if (id < 0) throw new Error('Not on the server yet');
  await db.transaction('rw', db.session, db.calendarSubscriptions, db.outbox, async () => {
    const session = await sessionOrThrow();
    const row = await db.calendarSubscriptions.get(id);
    if (!row) return;
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'calendarSubscription.refresh',
        method: 'POST',
        path: '/publicCalendarSubscriptionsRefresh',
        body: { id },
        entity: { table: 'calendarSubscriptions', id },
        baseVersion: row.version,
      }),
    );
  });
  notifyEnqueued();
}

export const deleteCalendarSubscription = (id: number) =>
  queueDelete(
    'calendarSubscriptions',
    '/publicCalendarSubscriptions',
    id,
    'calendarSubscriptions.delete',
  );

/** Stores this browser's push subscription on the server (after PushManager.subscribe). */
export async function registerPushSubscription(input: PushSubscriptionInput): Promise<void> {
  const id = localEntityId();
  await db.transaction('rw', db.session, db.pushSubscriptions, db.outbox, async () => {
    const session = await sessionOrThrow();
    // The same browser subscribing again replaces its row (the server keeps one per endpoint).
    const same = await db.pushSubscriptions.filter((r) => r.endpoint === input.endpoint).toArray();
    await db.pushSubscriptions.bulkDelete(same.map((r) => r.id));
    await db.pushSubscriptions.add({
      id,
      version: 1,
      endpoint: input.endpoint,
      deviceLabel: input.deviceLabel,
      createdAt: new Date().toISOString(),
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'pushSubscription.create',
        method: 'POST',
        path: '/pushSubscriptions',
        body: input,
        entity: { table: 'pushSubscriptions', id },
        baseVersion: null,
        undo: [{ table: 'pushSubscriptions', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
}

export const deletePushSubscription = (id: number) =>
  queueDelete('pushSubscriptions', '/pushSubscriptions', id, 'pushSubscriptions.delete');
