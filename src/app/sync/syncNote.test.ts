import { describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../db/storageFull';
import { syncNote } from './syncNote';

describe('the note after "Last synced"', () => {
  it.each([
    ['offline after a failed pull', 'error', false, 'no connection', 'offline'],
    ['offline, nothing failed', 'idle', false, null, 'offline'],
    ['online after a failed pull', 'error', true, 'no connection', 'failed'],
    ['online and fine', 'idle', true, null, null],
    ['online, the disk was full', 'error', true, STORAGE_FULL, 'full'],
    ['offline, the disk was full', 'error', false, STORAGE_FULL, 'full'],
  ])('%s → %s', (_name, state, online, lastError, note) => {
    expect(syncNote(state, online, lastError)).toBe(note);
  });
});
