import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from './storageFull';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isStorageFull', () => {
  it.each<[string, unknown, boolean]>([
    ['the DOMException', quota(), true],
    ['Dexie.QuotaExceededError', new Dexie.QuotaExceededError('full', quota()), true],
    ['Dexie.QuotaExceededError without inner', new Dexie.QuotaExceededError(), true],
    ['an aborted transaction for quota (inner)', new Dexie.AbortError(quota()), true],
    ['an aborted transaction for quota (message, inner)', new Dexie.AbortError('x', quota()), true],
    [
      'an abort around a Dexie quota error',
      new Dexie.AbortError(new Dexie.QuotaExceededError()),
      true,
    ],
    ['an Error with the quota error as cause', new Error('save', { cause: quota() }), true],
    ['a bulkPut failure', new Dexie.BulkError('bulkPut', { 0: quota() }), true],
    ["old Firefox's name", new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'), true],
    ['a plain AbortError', new Dexie.AbortError(), false],
    ['an abort for another reason', new Dexie.AbortError(new Dexie.ConstraintError()), false],
    ['a ConstraintError', new Dexie.ConstraintError('Key already exists'), false],
    ['a DOMException AbortError', new DOMException('aborted', 'AbortError'), false],
    ['a plain Error', new Error('QuotaExceededError'), false],
    [
      'a bulkPut failure for another reason',
      new Dexie.BulkError('x', { 0: new Error('y') }),
      false,
    ],
    ['a string', 'QuotaExceededError', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_name, error, full) => {
    expect(isStorageFull(error)).toBe(full);
  });

  it('a cycle of causes ends', () => {
    const a: { name: string; cause?: unknown } = { name: 'Error' };
    a.cause = a;
    expect(isStorageFull(a)).toBe(false);
  });
});
