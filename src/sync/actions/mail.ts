import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';

/*
 * The mailbox's actions (issue 15): mark a message read or unread, unsubscribe from its
 * sender. Each changes the local row at once (pending badge) and queues its request in ONE
 * transaction. Neither carries If-Match: read twice or unsubscribed twice is what was asked,
 * and the server answers it unchanged, so there is nothing to conflict over.
 */

async function queue(
  id: number,
  kind: 'mail.read' | 'mail.unread' | 'mail.unsubscribe',
  path: string,
  body: object,
  change: { read?: boolean; unsubscribed?: boolean },
): Promise<void> {
  await db.transaction('rw', [db.session, db.emailMessages, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const message = await db.emailMessages.get(id);
    if (!message) throw new Error('Email not found');
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind,
        method: 'POST',
        path,
        body,
        entity: { table: 'emailMessages', id },
        baseVersion: null,
        undo: [{ table: 'emailMessages', id, row: message }],
      }),
    );
    await db.emailMessages.update(id, change);
  });
  notifyEnqueued();
}

/** Marks the message read (on opening it) or unread again; no change, nothing queued. */
export async function setEmailRead(id: number, read: boolean): Promise<void> {
  const message = await db.emailMessages.get(id);
  if (!message || message.read === read) return;
  await queue(
    id,
    read ? 'mail.read' : 'mail.unread',
    `/emailMessages/${id}/read`,
    { read },
    {
      read,
    },
  );
}

/** The sender's List-Unsubscribe, asked through the server (the screen confirms first). */
export async function unsubscribeEmail(id: number): Promise<void> {
  await queue(
    id,
    'mail.unsubscribe',
    `/emailMessages/${id}/unsubscribe`,
    {},
    {
      unsubscribed: true,
    },
  );
}
