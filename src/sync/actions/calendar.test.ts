import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { replayOutbox } from '../outbox/replay';
import { createVacationRequest, deleteVacationRequest, updateVacationRequest } from './calendar';

const OWNER = 'person:1';
const input = {
  startDate: '2027-02-01',
  endDate: '2027-02-05',
  firstDayHalf: 'afternoon' as const,
  lastDayHalf: null,
  reason: 'Ski trip',
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
});

/** A server that gives created requests id 41 and bumps versions, as the reference server does. */
async function replay(): Promise<RawRequest[]> {
  const sent: RawRequest[] = [];
  let version = 1;
  await replayOutbox({
    send: (req): Promise<RawAnswer> => {
      sent.push(req);
      if (req.method === 'DELETE') return Promise.resolve({ status: 204, body: null });
      const body = req.body as typeof input;
      version = req.method === 'POST' ? 1 : version + 1;
      return Promise.resolve({
        status: req.method === 'POST' ? 201 : 200,
        body: { id: 41, version, personId: 1, ...body, status: 'requested', answer: null },
      });
    },
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    now: () => Date.now() + 1_000,
    random: () => 0.5,
  });
  return sent;
}

describe('vacation request actions', () => {
  it('create then edit offline: the edit waits for the create and targets its new id', async () => {
    const id = await createVacationRequest(input);
    expect(id).toBeLessThan(0);
    await updateVacationRequest(id, { ...input, reason: 'Ski week' });
    expect(await db.vacationRequests.get(id)).toMatchObject({
      reason: 'Ski week',
      status: 'requested',
    });
    const sent = await replay();
    expect(sent.map((r) => [r.method, r.path, r.ifMatch])).toEqual([
      ['POST', '/vacationRequests', null],
      // The edit is re-based on the version the server gave the new request.
      ['PUT', '/vacationRequests/41', 1],
    ]);
    expect(await db.vacationRequests.toArray()).toEqual([
      expect.objectContaining({ id: 41, version: 2, reason: 'Ski week' }),
    ]);
  });

  it('an edit of an answered request shows it as requested again, on its version', async () => {
    await db.vacationRequests.put({
      id: 9,
      version: 3,
      personId: 1,
      ...input,
      status: 'approved',
      answer: 'Enjoy!',
    });
    await updateVacationRequest(9, { ...input, endDate: '2027-02-06' });
    expect(await db.vacationRequests.get(9)).toMatchObject({ status: 'requested', answer: null });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/vacationRequests/9', baseVersion: 3 }),
    ]);
  });

  it('create then delete offline: both go, in order, and nothing is left', async () => {
    const id = await createVacationRequest(input);
    await deleteVacationRequest(id);
    expect(await db.vacationRequests.count()).toBe(0);
    const sent = await replay();
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/vacationRequests'],
      ['DELETE', '/vacationRequests/41'],
    ]);
    expect(await db.vacationRequests.count()).toBe(0);
  });

  // Replay re-bases a later record on the version the server just gave (apply.ts), so the
  // second edit does not come back as a 412 conflict.
  it('two edits of a server request in a row go on their versions', async () => {
    await db.vacationRequests.put({
      id: 41,
      version: 1,
      personId: 1,
      ...input,
      status: 'requested',
      answer: null,
    });
    await updateVacationRequest(41, { ...input, reason: 'One' });
    await updateVacationRequest(41, { ...input, reason: 'Two' });
    const sent = await replay();
    expect(sent.map((r) => [r.method, r.ifMatch])).toEqual([
      ['PUT', 1],
      ['PUT', 2],
    ]);
  });

  it('refuses invalid input before touching the tables', async () => {
    await expect(createVacationRequest({ ...input, endDate: '2027-01-01' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
