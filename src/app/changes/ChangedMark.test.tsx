import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quotaError } from '../../db/storageFull.testkit';
import { renderInApp } from '../render.testkit';
import { ChangedMark } from './ChangedMark';

// A plain function, not vi.fn: a spy attaches its own handlers to a returned promise (to
// record how it settled), which would hide the unhandled rejection this test looks for.
const marks: unknown[][] = [];
vi.mock('../../sync/live/seen', () => ({
  markChangesSeen: (...args: unknown[]) => {
    marks.push(args);
    return Promise.reject(quotaError());
  },
}));

afterEach(cleanup);

describe('ChangedMark', () => {
  // The "seen" mark is a background write: a full disk must leave no rejection unhandled;
  // the sheet still opens with what changed.
  it('opens the sheet when the device cannot keep the "seen" mark', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    renderInApp(
      <ChangedMark
        title="Stagehand: Sam Crew"
        changes={{ crewItemId: 7, unseen: true, upTo: 3, fields: [] }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Has changed' }));
    expect(marks).toEqual([[[7], 3]]);
    // Node reports an unhandled rejection after the microtasks of its turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(await screen.findByText('What changed: Stagehand: Sam Crew')).toBeTruthy();
  });
});
