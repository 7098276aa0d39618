import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from '../actions/signedIn.testkit';
import { dependantsIn, stuckBlockers } from './dependants';
import { outboxRecord } from './enqueue';
import { discardRecord } from './resolve';
import type { OutboxRecord, OutboxState } from './types';

const OWNER = 'person:2';

/** A record of `entity` (a formResults id), made after the ones of lower `id`. */
const rec = (
  id: string,
  state: OutboxState,
  entity: number | null,
  dependsOn: string[] = [],
  path = '/x',
): OutboxRecord => ({
  ...outboxRecord(OWNER, {
    kind: 'formResult.send',
    method: 'POST',
    path,
    body: {},
    entity: entity === null ? null : { table: 'formResults', id: entity },
    baseVersion: null,
    dependsOn,
  }),
  id,
  state,
});

// The tour's case: the chief's save is refused, the signed send queued behind it.
const save = rec('a', 'refused', -1);
const send = rec('b', 'pending', -1, ['a'], '/formResults/{ref:a}/send');

describe('dependantsIn: what discarding a change drops with it', () => {
  it.each<{ case: string; records: OutboxRecord[]; id: string; drops: string[] }>([
    { case: 'the send behind a refused save', records: [save, send], id: 'a', drops: ['b'] },
    { case: 'nothing depends on the send', records: [save, send], id: 'b', drops: [] },
    {
      case: 'through others, oldest first',
      records: [
        rec('a', 'failed', 1),
        rec('c', 'pending', 3, ['b']),
        rec('b', 'pending', 2, ['a']),
      ],
      id: 'a',
      drops: ['b', 'c'],
    },
    {
      case: 'a change of the same entity that does not depend on it stays',
      records: [rec('a', 'failed', 1), rec('b', 'pending', 1)],
      id: 'a',
      drops: [],
    },
  ])('$case', ({ records, id, drops }) => {
    expect(dependantsIn(records, id).map((r) => r.id)).toEqual(drops);
  });
});

describe('stuckBlockers: a waiting change says which change holds it back', () => {
  it.each<{ case: string; records: OutboxRecord[]; held: Record<string, string> }>([
    { case: 'the send behind the refused save', records: [save, send], held: { b: 'a' } },
    {
      case: 'behind a failed change of the same entity (changes of one entity go in order)',
      records: [rec('a', 'failed', 1), rec('b', 'pending', 1)],
      held: { b: 'a' },
    },
    {
      case: 'behind a conflict, through a waiting change in between',
      records: [rec('a', 'conflict', 1), rec('b', 'pending', 1), rec('c', 'pending', 2, ['b'])],
      held: { b: 'a', c: 'a' },
    },
    {
      case: 'behind a change that is only waiting or sending: not held back',
      records: [rec('a', 'sending', 1), rec('b', 'pending', 1), rec('c', 'pending', 2, ['a'])],
      held: {},
    },
    {
      case: 'another entity with a problem does not hold it',
      records: [rec('a', 'refused', 1), rec('b', 'pending', 2)],
      held: {},
    },
    {
      case: 'a stuck change itself is not "waiting"',
      records: [rec('a', 'refused', 1), rec('b', 'failed', 1)],
      held: {},
    },
  ])('$case', ({ records, held }) => {
    const blockers = stuckBlockers(records);
    expect(Object.fromEntries([...blockers].map(([id, r]) => [id, r.id]))).toEqual(held);
  });
});

describe('discardRecord drops exactly what the confirmation named', () => {
  beforeEach(async () => {
    await freshDeviceSignedIn(OWNER);
  });

  it.each<{ discard: string; left: string[] }>([
    { discard: 'a', left: [] },
    { discard: 'b', left: ['a'] },
  ])('discarding $discard leaves $left', async ({ discard, left }) => {
    await db.outbox.bulkAdd([save, send]);
    const named = dependantsIn([save, send], discard).map((r) => r.id);
    await discardRecord(discard);
    const remaining = (await db.outbox.toArray()).map((r) => r.id);
    expect(remaining).toEqual(left);
    expect([discard, ...named].sort()).toEqual(['a', 'b'].filter((id) => !left.includes(id)));
  });
});
