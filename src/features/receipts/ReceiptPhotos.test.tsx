import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { fullDiskErrors, keyClash } from '../../db/storageFull.testkit';
import type * as receipts from '../../sync/actions/receipts';
import { ReceiptPhotos } from './ReceiptPhotos';

const addReceiptPhoto = vi.hoisted(() => vi.fn());
vi.mock('../../sync/actions/receipts', async (original) => ({
  ...(await original<typeof receipts>()),
  addReceiptPhoto,
}));
vi.mock('../../db/hooks', () => ({ useKeptFile: () => null }));

const full = () => fullDiskErrors().abortedForQuota;
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('receipt photos on a full device', () => {
  beforeEach(() => addReceiptPhoto.mockReset());
  afterEach(cleanup);

  it('says the device is full and offers the photos not kept again', async () => {
    addReceiptPhoto.mockResolvedValueOnce({ id: -1 }).mockRejectedValueOnce(full());
    renderInApp(<ReceiptPhotos receiptId={-5} documents={[]} flags={new Map()} mayAdd />);
    const [a, b, c] = [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')];
    fireEvent.change(screen.getByLabelText('Photo of the receipt'), {
      target: { files: [a, b, c] },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The device is full: free some space and try again.Try again',
    );
    // a was kept; b failed, so c was not tried.
    expect(addReceiptPhoto.mock.calls.map((call) => (call[1] as File).name)).toEqual([
      'a.jpg',
      'b.jpg',
    ]);

    addReceiptPhoto.mockResolvedValue({ id: -2 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(addReceiptPhoto.mock.calls.slice(2).map((call) => call[1] as File)).toEqual([b, c]);
  });

  it('another failure keeps its own words', async () => {
    addReceiptPhoto.mockRejectedValueOnce(keyClash());
    renderInApp(<ReceiptPhotos receiptId={-5} documents={[]} flags={new Map()} mayAdd />);
    fireEvent.change(screen.getByLabelText('Photo of the receipt'), {
      target: { files: [photo('a.jpg')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The photo could not be saved on this device.Try again',
    );
  });
});
