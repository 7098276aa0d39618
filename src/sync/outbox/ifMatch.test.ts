import { describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import {
  createBlockDate,
  createVacationRequest,
  updateBlockDate,
  updateVacationRequest,
} from '../actions/calendar';
import { replayOutbox } from './replay';
import { deps, input, resetEachTest, t } from './replay.testkit';

resetEachTest();

const vacation = {
  startDate: '2027-02-01',
  endDate: '2027-02-05',
  firstDayHalf: null,
  lastDayHalf: null,
  reason: 'Trip',
};

/** An entity the server and the device both hold, at version 3. */
async function known(table: 'blockDates' | 'vacationRequests', id: number): Promise<number> {
  const row =
    table === 'blockDates'
      ? { id, version: 3, personId: 1, ...input('known') }
      : { id, version: 3, personId: 1, ...vacation, status: 'requested', answer: null };
  t.server.seed(row);
  await db.table(table).put(row);
  return id;
}

/**
 * The reference server answers 428 to a PUT without If-Match (issue 11), and so does the fake
 * one: every PUT the app queues must carry the version it changes, whatever the entity's
 * history on the device.
 */
describe('every PUT the outbox sends carries If-Match', () => {
  it.each([
    {
      name: 'blocked date created offline, then edited',
      act: async () => updateBlockDate(await createBlockDate(input('a')), input('b')),
      ifMatch: [1],
    },
    {
      name: 'blocked date the server has, edited twice',
      act: async () => {
        const id = await known('blockDates', 7);
        await updateBlockDate(id, input('b'));
        await updateBlockDate(id, input('c'));
      },
      ifMatch: [3, 4],
    },
    {
      name: 'vacation request created offline, then edited',
      act: async () =>
        updateVacationRequest(await createVacationRequest(vacation), {
          ...vacation,
          reason: 'Longer trip',
        }),
      ifMatch: [1],
    },
    {
      name: 'vacation request the server has, edited',
      act: async () =>
        updateVacationRequest(await known('vacationRequests', 8), { ...vacation, reason: 'X' }),
      ifMatch: [3],
    },
  ])('$name', async ({ act, ifMatch }) => {
    await act();
    await replayOutbox(deps());
    const puts = t.server.received.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.ifMatch)).toEqual(ifMatch);
    expect((await db.outbox.toArray()).map((r) => r.state)).not.toContain('failed');
  });
});
