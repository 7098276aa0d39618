import { useLiveQuery } from 'dexie-react-hooks';
import { db, type EmailMessage, type EmailMessageBody, type Mailbox } from './db';

/** The person's mailboxes by name; undefined while loading. */
export function useMailboxes(): Mailbox[] | undefined {
  return useLiveQuery(() => db.mailboxes.orderBy('id').toArray(), []);
}

/** Every kept message, newest first (the pull keeps the 1000 most recent). */
export function useEmailMessages(): EmailMessage[] | undefined {
  return useLiveQuery(
    async () => await db.emailMessages.orderBy('receivedAt').reverse().toArray(),
    [],
  );
}

/** One message and its body when opened on this device; null when the device has neither. */
export function useEmailMessage(
  id: number,
): { message: EmailMessage | null; body: EmailMessageBody | null } | undefined {
  return useLiveQuery(
    async () => ({
      message: (await db.emailMessages.get(id)) ?? null,
      body: (await db.emailBodies.get(id)) ?? null,
    }),
    [id],
  );
}
