import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { OutboxRecord } from '../../db/db';
import { waitingRecord } from '../../db/device.testkit';
import type { SignDocument, Signatory } from '../../session/signing';
import type * as documents from '../../sync/actions/documents';
import { SignSection } from './SignSection';

// The pad itself (a canvas) is not what this tests: which version it opens on is.
vi.mock('./SignDialog', () => ({
  SignDialog: ({ doc }: { doc: SignDocument }) => (
    <div role="dialog">You sign version {doc.version}</div>
  ),
}));

const discardSignature = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../sync/actions/documents', async (original) => ({
  ...(await original<typeof documents>()),
  discardSignature,
}));

const me = { personId: 1, contactNumber: 'C-0001' };
const signatory: Signatory = {
  id: 1,
  position: 1,
  name: 'Sam Crew',
  status: { caption: 'Ready to sign' },
  person: { id: 1 },
  contact: null,
  signatures: [{ id: 10, signed: false, signedAt: null }],
};
const doc = (version: number, over: Partial<SignDocument> = {}): SignDocument => ({
  id: 3,
  version,
  name: 'Equipment loan',
  description: '',
  type: { id: 1, caption: 'Agreement', parameters: '{}' },
  parameters: '{}',
  signatories: [signatory],
  signedUrl: `http://x/api/v1/public/documents/3/file?token=t&v=${version}`,
  updatedAt: '2026-11-22T10:00:00Z',
  upload: null,
  ...over,
});

// The signature drawn on version 1 came back as a conflict: the server has version 2.
const conflict: OutboxRecord = waitingRecord(
  '00001',
  { table: 'documents', id: 3 },
  { kind: 'document.sign', state: 'conflict', baseVersion: 1, serverEntity: doc(2) },
);
const signedHere = doc(1, {
  localSignature: { signatoryId: 1, baseVersion: 1, signedOnDeviceAt: 0 },
});

afterEach(cleanup);

describe('signing again after a conflict', () => {
  it('opens the pad once the screen has the server’s version, not on the old one', async () => {
    const { rerender } = renderInApp(<SignSection doc={signedHere} me={me} records={[conflict]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    await waitFor(() => expect(discardSignature).toHaveBeenCalledWith('00001'));
    // The live read has not brought version 2 yet: no pad that would start over when it does.
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<SignSection doc={doc(2)} me={me} records={[]} />);
    const pad = await screen.findByRole('dialog');
    expect(pad.textContent).toContain('version 2');
  });
});
