import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../api/errors';
import { fullDiskErrors, keyClash, quotaError } from '../db/storageFull.testkit';
import { describeError, localSaveFailure } from './errors';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en', messages: {} });

const FULL = 'The device is full: free some space and try again.';
const quota = quotaError;
const full = fullDiskErrors();
describe('a failed local save says the device is full when it is, else its own sentence', () => {
  it.each<[string, unknown, string]>([
    ['the DOMException', quota(), FULL],
    ["Dexie's quota error", full.dexieQuota, FULL],
    ['a transaction aborted for quota', full.abortedForQuota, FULL],
    ['a bulkPut that ran out of space', full.bulkPutOutOfSpace, FULL],
    ['a key clash', keyClash(), 'The to-do was not saved.'],
    ['anything else', new Error('boom'), 'The to-do was not saved.'],
  ])('%s', (_name, error, shown) => {
    expect(localSaveFailure(error, i18n, 'The to-do was not saved.')).toBe(shown);
  });
});

describe('describeError', () => {
  it.each<[string, unknown, string]>([
    ['a full disk', full.abortedForQuota, FULL],
    [
      'no connection',
      new NetworkError('offline'),
      'No connection to the server. Check your network and try again.',
    ],
    ['anything else', new Error('boom'), 'Something went wrong. Try again.'],
  ])('%s', (_name, error, shown) => {
    expect(describeError(error, i18n)).toBe(shown);
  });
});
