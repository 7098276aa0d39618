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

/** One document; null when not on this device. */
export function useSignDocument(id: number): SignDocument | null | undefined {
  return useLiveQuery(async () => (await db.documents.get(id)) ?? null, [id]);
}

/** Changes of this document still waiting for the server: signatures and uploads. */
export function useDocumentOutbox(id: number): OutboxRecord[] | undefined {
  return useLiveQuery(async () => {
    const open = await openOutboxRecords();
    return open
      .filter(
        (r) =>
          (r.entity?.table === 'documents' && r.entity.id === id) ||
          r.path === `/documents/${id}/file`,
      )
      .sort((a, b) => a.id.localeCompare(b.id));
  }, [id]);
}
