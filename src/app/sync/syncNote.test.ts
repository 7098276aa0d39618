import { describe, expect, it } from 'vitest';
import { syncNote } from './syncNote';

describe('the note after "Last synced"', () => {
  it.each([
    ['offline after a failed pull', 'error', false, 'offline'],
    ['offline, nothing failed', 'idle', false, 'offline'],
    ['online after a failed pull', 'error', true, 'failed'],
    ['online and fine', 'idle', true, null],
  ])('%s → %s', (_name, state, online, note) => {
    expect(syncNote(state, online)).toBe(note);
  });
});
