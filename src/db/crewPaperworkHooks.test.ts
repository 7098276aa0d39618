import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRecord } from './db';
import { signOffOutbox } from './crewPaperworkHooks';
import { freshDeviceSignedIn, waitingRecord } from './device.testkit';

const record = (id: string, crewId: number, over: Partial<OutboxRecord> = {}) =>
  waitingRecord(id, { table: 'signOffs', id: crewId }, { kind: 'signOff.confirm', ...over });

beforeEach(() => freshDeviceSignedIn('person:1'));

// The sign-off screen reads this after the row: its badge and its steps in one read.
describe('signOffOutbox', () => {
  it.each([
    { name: 'nothing waiting', records: [], flag: undefined, steps: [] },
    {
      name: 'a waiting confirmation',
      records: [record('002', 7)],
      flag: 'pending',
      steps: ['002'],
    },
    {
      name: 'oldest first, the worst state as the flag',
      records: [record('004', 7, { kind: 'signOff.hours' }), record('003', 7, { state: 'failed' })],
      flag: 'failed',
      steps: ['003', '004'],
    },
    {
      name: 'not another crew, another person, or a confirmed change',
      records: [
        record('005', 8),
        record('006', 7, { ownerId: 'person:2' }),
        record('007', 7, { state: 'done' }),
      ],
      flag: undefined,
      steps: [],
    },
  ])('$name', async ({ records, flag, steps }) => {
    await db.outbox.bulkAdd(records);
    const read = await signOffOutbox(7);
    expect(read.flag).toBe(flag);
    expect(read.open.map((s) => s.id)).toEqual(steps);
  });
});
