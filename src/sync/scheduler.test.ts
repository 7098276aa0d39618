import { describe, expect, it } from 'vitest';
import { requestReplay } from './scheduler';
import type { ReplaySummary } from './outbox/replay';

const NOTHING: ReplaySummary = { sent: 0, retried: 0, failed: 0, conflicts: 0, stopped: null };

/** A replay whose first pass waits until `finishFirst` is called; every step is logged. */
function recordingReplay() {
  const calls: string[] = [];
  let finishFirst = () => {};
  const firstMayEnd = new Promise<void>((resolve) => {
    finishFirst = resolve;
  });
  const deps = {
    resetBackoff: () => {
      calls.push('reset');
      return Promise.resolve();
    },
    replayOutbox: async () => {
      calls.push('pass');
      if (calls.filter((c) => c === 'pass').length === 1) await firstMayEnd;
      return NOTHING;
    },
  };
  return { calls, deps, finishFirst };
}

describe('requestReplay', () => {
  it('a reset asked while idle comes before its pass', async () => {
    const { calls, deps, finishFirst } = recordingReplay();
    const done = requestReplay({ resetBackoff: true }, deps);
    finishFirst();
    await done;
    expect(calls).toEqual(['reset', 'pass']);
  });

  // The network came back while a pass that had failed offline was still writing its backoff:
  // a reset beside it was undone, and the change waited for the next timer (e2e forms, flaky).
  it('a reset asked during a pass comes after that pass, before one more', async () => {
    const { calls, deps, finishFirst } = recordingReplay();
    const first = requestReplay({}, deps);
    const second = requestReplay({ resetBackoff: true }, deps);
    expect(second).toBe(first);
    finishFirst();
    await Promise.all([first, second]);
    expect(calls).toEqual(['pass', 'reset', 'pass']);
  });

  it('requests during a pass run one more pass, not one each', async () => {
    const { calls, deps, finishFirst } = recordingReplay();
    const all = [requestReplay({}, deps), requestReplay({}, deps), requestReplay({}, deps)];
    finishFirst();
    await Promise.all(all);
    expect(calls).toEqual(['pass', 'pass']);
  });
});
