import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRecord } from './db';
import type { SignDocument } from '../api/schemas/documents';
import { openOutboxRecords } from './outboxQueries';

/** The documents to sign, by name. */
export function useDocumentsToSign(): SignDocument[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.documents.toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }, []);
}

export type DocumentWithOutbox = {
  /** Null when the document is not on this device. */
  doc: SignDocument | null;
  /** Its changes still waiting for the server: signatures and uploads, oldest first. */
  records: OutboxRecord[];
};

/**
 * One document and its waiting changes, read in one transaction by one live query. Two live
 * reads answer apart: on a slow phone the row with its new upload was drawn a moment before
 * its outbox record, so the upload looked sent ("Waiting to be sent" missing) before it was.
 */
export function useSignDocumentWithOutbox(id: number): DocumentWithOutbox | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', db.documents, db.session, db.outbox, async () => {
        const doc = (await db.documents.get(id)) ?? null;
        const open = await openOutboxRecords();
        const records = open
          .filter(
            (r) =>
              (r.entity?.table === 'documents' && r.entity.id === id) ||
              r.path === `/documents/${id}/file`,
          )
          .sort((a, b) => a.id.localeCompare(b.id));
        return { doc, records };
      }),
    [id],
  );
}
