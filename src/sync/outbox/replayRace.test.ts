import { describe, expect, it } from 'vitest';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { db } from '../../db/db';
import { createBlockDate, deleteBlockDate } from '../actions/calendar';
import { replayOutbox, SEND_WINDOW } from './replay';
import { discardRecord } from './resolve';
import { deps, input, resetEachTest, t } from './replay.testkit';

resetEachTest();

/*
 * The person works on while a drain runs: a change given up on the outbox screen, or a row
 * created offline and deleted before it went, must never reach the server afterwards, nor
 * come back into its table or the outbox with the answer.
 */

const reasonOf = (req: RawRequest) => (req.body as { reason?: string } | null)?.reason;

async function outboxIdOf(rowId: number): Promise<string> {
  const record = await db.outbox.where('entityKey').equals(`blockDates:${rowId}`).first();
  return record!.id;
}

/** The ways the screens give up a change that has not gone yet. */
const giveUps = [
  { how: 'its row deleted (taken back)', giveUp: (rowId: number) => deleteBlockDate(rowId) },
  {
    how: 'discarded on the outbox screen',
    giveUp: async (rowId: number) => discardRecord(await outboxIdOf(rowId)),
  },
];

describe('a change given up while the drain runs', () => {
  it.each(giveUps)('in a later window, $how: never sent', async ({ giveUp }) => {
    // The first window is full, so B waits for the second one.
    for (let i = 0; i < SEND_WINDOW; i += 1) await createBlockDate(input(`A${i}`));
    const b = await createBlockDate(input('B'));
    let gaveUp = false;
    const summary = await replayOutbox(
      deps({
        send: async (req) => {
          if (reasonOf(req) === 'A0' && !gaveUp) {
            gaveUp = true;
            await giveUp(b);
          }
          return t.server.send(req);
        },
      }),
    );
    expect(t.server.received.map(reasonOf)).not.toContain('B');
    expect((await db.blockDates.toArray()).map((r) => r.reason)).not.toContain('B');
    expect(await db.outbox.where('entityKey').equals(`blockDates:${b}`).count()).toBe(0);
    expect(summary.sent).toBe(SEND_WINDOW);
  });

  it.each([201, 401, 500] as const)(
    'discarded while its own request is out, answered %s: the row and record stay gone',
    async (status) => {
      const b = await createBlockDate(input('B'));
      const bRecord = await outboxIdOf(b);
      const sends: string[] = [];
      const summary = await replayOutbox(
        deps({
          send: async (req): Promise<RawAnswer> => {
            sends.push(`${req.method} ${reasonOf(req)}`);
            // The person discards it after the request left, before the answer is back.
            if (sends.length === 1) {
              await discardRecord(bRecord);
              if (status !== 201) return { status, body: { message: `scripted ${status}` } };
            }
            return t.server.send(req);
          },
        }),
      );
      expect(sends).toEqual(['POST B']);
      expect(await db.blockDates.count()).toBe(0);
      expect(await db.outbox.count()).toBe(0);
      // Its answer is about a change nobody waits for any more: not counted.
      expect([summary.sent, summary.retried, summary.failed]).toEqual([0, 0, 0]);
    },
  );

  it('a row deleted while its create is out stays deleted, and the delete follows', async () => {
    const a = await createBlockDate(input('A'));
    await replayOutbox(
      deps({
        send: async (req) => {
          // The create is `sending`, so the delete must go to the server after it.
          if (req.method === 'POST') await deleteBlockDate(a);
          return t.server.send(req);
        },
      }),
    );
    expect(await db.blockDates.count()).toBe(0);
    await replayOutbox(deps());
    expect(t.server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /blockDates',
      'DELETE /blockDates/100',
    ]);
    expect(t.server.entities.size).toBe(0);
    expect(await db.blockDates.count()).toBe(0);
  });
});
