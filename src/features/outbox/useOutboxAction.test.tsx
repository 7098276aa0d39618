import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { dismissToast, getToasts } from '../../app/toasts/toastStore';
import { quotaError } from '../../db/storageFull.testkit';
import { useOutboxAction } from './useOutboxAction';

let run: ReturnType<typeof useOutboxAction> | null = null;
function Probe() {
  run = useOutboxAction();
  return null;
}

afterEach(() => {
  cleanup();
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('a choice on the outbox that the device could not write', () => {
  it.each<[string, () => Promise<void>, boolean, string | null]>([
    ['done', () => Promise.resolve(), true, null],
    [
      'a full disk',
      () => Promise.reject(quotaError()),
      false,
      'The device is full: free some space and try again.',
    ],
    [
      'another failure',
      () => Promise.reject(new Error('boom')),
      false,
      'The change could not be saved on this device.',
    ],
  ])('%s → done %s, says %s', async (_case, action, done, says) => {
    renderInApp(<Probe />);
    expect(await run!(action)).toBe(done);
    expect(getToasts().map((t) => t.message)).toEqual(says ? [says] : []);
  });
});
