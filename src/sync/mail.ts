import { fetchEmailMessage } from '../api/mail';
import { attachmentPath } from '../api/schemas/mail';
import { db } from '../db/db';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { keepOfflineQuietly } from './files';
import { detailFailure } from './detailFailure';

/** The file store's key of an attachment, for the screen's download button. */
export { attachmentPath };

/**
 * Opens one message (DESIGN.md "on opening a detail"): its row and body into IndexedDB, and
 * its attachments into the file store, so the message and its files read offline after.
 * Both tables are personal: logout clears them with the rest (KEPT_ON_LOGOUT names neither).
 */
export async function refreshEmailMessage(id: number): Promise<DetailOutcome> {
  if (getSession().status !== 'authenticated') return 'failed';
  try {
    const detail = await withFreshToken((token) => fetchEmailMessage(token, id));
    await db.transaction('rw', [db.emailMessages, db.emailBodies], async () => {
      // A read mark still waiting in the outbox wins over the server's older word.
      const local = await db.emailMessages.get(id);
      await db.emailMessages.put(
        local ? { ...detail.message, read: local.read || detail.message.read } : detail.message,
      );
      await db.emailBodies.put(detail.body);
    });
    void keepOfflineQuietly(detail.body.attachments.map((a) => attachmentPath(a.id)));
    return 'fresh';
  } catch (error) {
    return detailFailure(error, () =>
      db.transaction('rw', [db.emailMessages, db.emailBodies], async () => {
        await db.emailMessages.delete(id);
        await db.emailBodies.delete(id);
      }),
    );
  }
}
