import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { fullDiskErrors } from '../../db/storageFull.testkit';
import type { SignDocument } from '../../session/signing';
import type * as documents from '../../sync/actions/documents';
import { UploadSection } from './UploadSection';

const uploadDocumentFile = vi.hoisted(() => vi.fn());
vi.mock('../../sync/actions/documents', async (original) => ({
  ...(await original<typeof documents>()),
  uploadDocumentFile,
}));

const doc = { id: 7, upload: null } as unknown as SignDocument;

describe('a document upload on a full device', () => {
  afterEach(cleanup);

  it('says the device is full and offers the same file again', async () => {
    uploadDocumentFile.mockRejectedValueOnce(fullDiskErrors().abortedForQuota);
    const { container } = renderInApp(<UploadSection doc={doc} waiting={false} />);
    const file = new File(['%PDF'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(
      await screen.findByText('The device is full: free some space and try again.'),
    ).toBeTruthy();

    uploadDocumentFile.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(uploadDocumentFile).toHaveBeenLastCalledWith(7, file);
  });
});
