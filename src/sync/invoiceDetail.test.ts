import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { fetchInvoiceDetail } from '../api/invoices';
import type { InvoiceDetail } from '../api/schemas/invoices';
import { signInForTest } from './signedIn.testkit';
import { db } from '../db/db';
import { fullDiskErrors } from '../db/storageFull.testkit';
import { invoiceDetailResource, refreshInvoiceDetail } from './invoiceDetail';

vi.mock('../api/invoices', () => ({ fetchInvoiceDetail: vi.fn() }));
const fetchDetail = vi.mocked(fetchInvoiceDetail);

const DETAIL: InvoiceDetail = {
  invoice: {
    id: 40,
    version: 2,
    number: 'INV-2026-1001',
    companyId: 1,
    companyName: 'Acme Events',
    projectId: null,
    projectNumber: null,
    description: 'Autumn fair build-up',
    invoiceDate: '2026-11-01',
    dueDate: '2026-12-01',
    status: 'open',
    currency: 'EUR',
    amountCents: 108_900,
    clientKey: null,
  },
  items: [],
  activities: [],
  documents: [],
};

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all(db.tables.map((t) => t.clear()));
  await signInForTest('Office');
});

describe('refreshInvoiceDetail', () => {
  it('notes when the invoice came from the server, so offline its screen can give its age', async () => {
    fetchDetail.mockResolvedValue(DETAIL);
    expect(await refreshInvoiceDetail('INV-2026-1001')).toBe('fresh');
    const synced = await db.syncState.get(invoiceDetailResource('INV-2026-1001'));
    expect(synced).toMatchObject({ state: 'idle', lastError: null });
    expect(synced?.lastSyncedAt).toBeGreaterThan(Date.now() - 5_000);
    fetchDetail.mockRejectedValue(new NetworkError('offline'));
    expect(await refreshInvoiceDetail('INV-2026-1001')).toBe('offline');
    expect(await db.syncState.get(invoiceDetailResource('INV-2026-1001'))).toEqual(synced);
    fetchDetail.mockRejectedValue(new ApiError(404, 'not_found', 'Invoice not found'));
    expect(await refreshInvoiceDetail('INV-2026-1001')).toBe('missing');
    expect(await db.syncState.get(invoiceDetailResource('INV-2026-1001'))).toBeUndefined();
    expect(await db.invoices.get(40)).toBeUndefined();
  });

  it('says the device is full when it could not keep the invoice', async () => {
    fetchDetail.mockResolvedValue(DETAIL);
    vi.spyOn(db.invoices, 'put').mockRejectedValueOnce(fullDiskErrors().abortedForQuota);
    expect(await refreshInvoiceDetail('INV-2026-1001')).toBe('full');
  });
});
