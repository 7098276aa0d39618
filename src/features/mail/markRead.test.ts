import { describe, expect, it, vi } from 'vitest';
import { quotaError } from '../../db/storageFull.testkit';
import { markRead } from './markRead';

// A plain function, not vi.fn: a spy attaches its own handlers to a returned promise, which
// would hide the unhandled rejection this test looks for.
const marks: unknown[][] = [];
vi.mock('../../sync/actions/mail', () => ({
  setEmailRead: (...args: unknown[]) => {
    marks.push(args);
    return Promise.reject(quotaError());
  },
}));

describe('markRead', () => {
  it('leaves no rejection unhandled when the device is full', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    markRead(5);
    // Node reports an unhandled rejection after the microtasks of its turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(marks).toEqual([[5, true]]);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
