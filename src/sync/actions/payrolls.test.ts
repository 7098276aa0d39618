import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import type { PayrollItem } from '../../api/schemas/payrolls';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { replayOutbox } from '../outbox/replay';
import { declinePayrollItem, PayrollItemNotDeclinableError } from './payrolls';

const OWNER = 'person:1';
const item: PayrollItem = {
  id: 7,
  version: 2,
  payrollId: 1,
  date: '2026-10-02',
  description: 'Loader · Festival',
  hours: 8,
  amount: 148,
  status: 'open',
  declineReason: null,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.payrollItems.put(item);
});

describe('declinePayrollItem', () => {
  it('marks the row declined and queues one request on its version, in one go', async () => {
    await declinePayrollItem(7, '  Wrong hours ');
    expect(await db.payrollItems.get(7)).toMatchObject({
      status: 'declined',
      declineReason: 'Wrong hours',
    });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'payrollItem.decline',
        method: 'POST',
        path: '/payrollItems/7/decline',
        body: { reason: 'Wrong hours' },
        entity: { table: 'payrollItems', id: 7 },
        baseVersion: 2,
        state: 'pending',
      }),
    ]);
  });

  it.each([
    ['an empty reason', 7, ' '],
    ['a reason too short', 7, 'no'],
    ['an unknown item', 99, 'Wrong hours'],
  ])('refuses %s and writes nothing', async (_name, id, reason) => {
    await expect(declinePayrollItem(id, reason)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.payrollItems.get(7))?.status).toBe('open');
  });

  it('an item declined already cannot be declined again', async () => {
    await declinePayrollItem(7, 'Wrong hours');
    await expect(declinePayrollItem(7, 'Again')).rejects.toBeInstanceOf(
      PayrollItemNotDeclinableError,
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it('the server’s answer replaces the row once it is sent', async () => {
    await declinePayrollItem(7, 'Wrong hours');
    const sent: RawRequest[] = [];
    await replayOutbox({
      send: (req): Promise<RawAnswer> => {
        sent.push(req);
        return Promise.resolve({
          status: 200,
          body: { ...item, status: 'declined', declineReason: 'Wrong hours', version: 3 },
        });
      },
      auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
      now: () => Date.now() + 1_000,
      random: () => 0.5,
    });
    expect(sent.map((r) => [r.method, r.path, r.ifMatch])).toEqual([
      ['POST', '/payrollItems/7/decline', 2],
    ]);
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
    expect(await db.payrollItems.get(7)).toMatchObject({ status: 'declined', version: 3 });
  });
});
