import { beforeEach } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';

/*
 * What both receipt action test files (receipts, receiptsOffline) start from: before each test
 * a fresh device signed in as OWNER, with one receipt type and server receipt 7 (R00007).
 * Importing this module registers that beforeEach.
 */

export const OWNER = 'person:3';

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.receiptTypes.put({ id: 1, version: 1, code: 'TRAVEL', name: 'Travel' });
  await db.receipts.put({
    id: 7,
    version: 2,
    number: 'R00007',
    companyId: 1,
    typeId: 1,
    typeName: 'Travel',
    description: 'Fuel',
    receiptDate: '2026-11-16',
    currency: 'EUR',
    createdBy: 'Chris Client',
    createdAt: '2026-11-16T08:00:00Z',
    clientKey: null,
  });
});

export const newReceipt = {
  typeId: 1,
  description: ' Taxi to the venue ',
  receiptDate: '2026-11-18',
};
