import { describe, expect, it } from 'vitest';
import { sendableBatch } from './schedule';
import type { OutboxRecord, OutboxState } from './types';

const NOW = 1_000;

function rec(
  id: string,
  entityKey: string | null,
  state: OutboxState = 'pending',
  extra: Partial<OutboxRecord> = {},
): OutboxRecord {
  return {
    id,
    idempotencyKey: `key-${id}`,
    ownerId: 'person:1',
    kind: 'test',
    method: 'POST',
    path: '/things',
    body: {},
    entity: null,
    entityKey,
    baseVersion: null,
    dependsOn: [],
    state,
    attempts: 0,
    nextTryAt: 0,
    lastError: null,
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

describe('sendableBatch: which records may travel side by side', () => {
  it.each<[string, OutboxRecord[], number, string[]]>([
    [
      'independent entities go together',
      [rec('a', 'x:1'), rec('b', 'x:2'), rec('c', 'x:3')],
      12,
      ['a', 'b', 'c'],
    ],
    [
      'the window limit holds, oldest first',
      [rec('c', 'x:3'), rec('a', 'x:1'), rec('b', 'x:2')],
      2,
      ['a', 'b'],
    ],
    [
      'one entity: only its oldest change',
      [rec('a', 'x:1'), rec('b', 'x:1'), rec('c', 'x:2')],
      12,
      ['a', 'c'],
    ],
    [
      'a done record does not hold its entity',
      [rec('a', 'x:1', 'done'), rec('b', 'x:1')],
      12,
      ['b'],
    ],
    [
      'a conflict holds its entity only',
      [rec('a', 'x:1', 'conflict'), rec('b', 'x:1'), rec('c', 'x:2')],
      12,
      ['c'],
    ],
    ['a failed record holds its entity only', [rec('a', 'x:1', 'failed'), rec('b', 'x:1')], 12, []],
    [
      'a record waiting for its retry time holds its entity',
      [rec('a', 'x:1', 'pending', { nextTryAt: NOW + 1 }), rec('b', 'x:1'), rec('c', 'x:2')],
      12,
      ['c'],
    ],
    [
      'a named dependency in the same window waits',
      [rec('a', 'x:1'), rec('b', 'x:2', 'pending', { dependsOn: ['a'] })],
      12,
      ['a'],
    ],
    [
      'a {ref:} path is a dependency too',
      [rec('a', 'x:1'), rec('b', null, 'pending', { path: '/things/{ref:a}/file' })],
      12,
      ['a'],
    ],
    [
      'a dependency that is done lets it go',
      [rec('a', 'x:1', 'done'), rec('b', 'x:2', 'pending', { dependsOn: ['a'] })],
      12,
      ['b'],
    ],
    ['an interrupted "sending" record goes again', [rec('a', 'x:1', 'sending')], 12, ['a']],
    [
      'records of another person never',
      [rec('a', 'x:1', 'pending', { ownerId: 'person:2' }), rec('b', 'x:2')],
      12,
      ['b'],
    ],
    ['records without an entity are independent', [rec('a', null), rec('b', null)], 12, ['a', 'b']],
  ])('%s', (_name, records, limit, expected) => {
    expect(sendableBatch(records, 'person:1', NOW, limit).map((r) => r.id)).toEqual(expected);
  });
});
