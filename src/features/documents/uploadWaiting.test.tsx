import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignDocument } from '../../session/signing';
import { db } from '../../db/db';
import { useSignDocumentWithOutbox } from '../../db/documentsHooks';
import { freshDeviceSignedIn } from '../../sync/actions/signedIn.testkit';
import { uploadDocumentFile } from '../../sync/actions/documents';

const doc: SignDocument = {
  id: 7,
  version: 3,
  name: 'Agreement',
  description: '',
  type: { id: 1, caption: 'Agreement', parameters: '{}' },
  parameters: '{}',
  signatories: [],
  signedUrl: 'http://x/api/v1/public/documents/7/file?token=t&v=3',
  updatedAt: '2026-11-22T10:00:00Z',
  upload: null,
};

beforeEach(async () => {
  await freshDeviceSignedIn('person:1');
  await db.documents.put(doc);
});

describe('a document and its waiting changes', () => {
  it('an upload never shows without its waiting record', async () => {
    const seen: { upload: boolean; waiting: number }[] = [];
    const { result } = renderHook(() => {
      const read = useSignDocumentWithOutbox(7);
      if (read?.doc) seen.push({ upload: read.doc.upload !== null, waiting: read.records.length });
      return { d: read?.doc, records: read?.records };
    });
    await waitFor(() => expect(result.current.records).toEqual([]));
    const file = new File(['%PDF-1.4'], 'copy.pdf', { type: 'application/pdf' });
    await uploadDocumentFile(7, file);
    await waitFor(() => expect(result.current.records).toHaveLength(1));
    await waitFor(() => expect(result.current.d?.upload).not.toBeNull());
    expect(seen.filter((s) => s.upload && s.waiting === 0)).toEqual([]);
  });
});
