import { fetchDocument, fetchDocumentsToSign } from '../../api/documents';
import type { SignDocument } from '../../api/schemas/documents';
import { db } from '../../db/db';
import { getSession } from '../../session/sessionState';
import { withFreshToken } from '../../session/pageRefresh';
import type { DetailOutcome } from '../details';
import { keepOfflineQuietly } from '../files';
import type { PullContext } from '../resources/types';
import { HOLD_TABLES, heldRowIds } from './held';
import { detailFailure } from '../detailFailure';

/** The PDF of each document version is downloaded in the background, to read it offline. */
export async function documentsWithPrefetch(ctx: PullContext) {
  const list = await fetchDocumentsToSign(ctx.token);
  void keepOfflineQuietly(list.items.map((d) => d.signedUrl));
  return list;
}

/**
 * A row with a signature or upload waiting on this device stays as the person left it, and so
 * does one whose change the server confirmed while this answer travelled (see heldRowIds).
 */
async function storeUnlessHeld(doc: SignDocument, since: number): Promise<void> {
  await db.transaction('rw', [db.documents, ...HOLD_TABLES], async () => {
    if ((await heldRowIds('documents', since)).has(doc.id)) return;
    await db.documents.put(doc);
  });
  void keepOfflineQuietly([doc.signedUrl]);
}

/**
 * Pulls one document when it is opened (DESIGN.md "on opening a detail"). A failed store
 * (a full disk) is answered too, not left to reject: the screen awaits no rejection.
 */
export async function refreshDocument(id: number): Promise<DetailOutcome> {
  const session = getSession();
  if (session.status !== 'authenticated') return 'failed';
  const since = Date.now();
  try {
    // An expired access token is refreshed once and the document fetched again.
    const doc = await withFreshToken((token) => fetchDocument(token, id));
    await storeUnlessHeld(doc, since);
    return 'fresh';
  } catch (error) {
    return detailFailure(error, () => db.documents.delete(id));
  }
}
