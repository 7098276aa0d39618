import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../render.testkit';

const state = vi.hoisted(() => ({ online: true, waiting: 0 }));
vi.mock('../../sync/useSync', () => ({
  useOnline: () => state.online,
  usePullProgress: () => ({ running: false }),
}));
vi.mock('../../db/hooks', () => ({
  useAllSyncStates: () => [],
  useOutboxSummary: () => ({ waiting: state.waiting, troubled: 0 }),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, ...rest }: { children: ReactNode; to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { SyncIndicator } = await import('./SyncStatus');

afterEach(cleanup);

type Step = [online: boolean, waiting: number];
type Row = { case: string; steps: [Step, ...Step[]]; says: string };

describe('the sync indicator tells a screen reader when changes queue and leave', () => {
  it.each<Row>([
    { case: 'opened with nothing waiting', steps: [[true, 0]], says: '' },
    { case: 'opened with changes waiting (no news)', steps: [[true, 2]], says: '' },
    {
      case: 'a change queued online',
      steps: [
        [true, 0],
        [true, 1],
      ],
      says: 'Online, 1 change waiting',
    },
    {
      case: 'changes queued offline',
      steps: [
        [false, 0],
        [false, 2],
      ],
      says: 'Offline, 2 changes waiting',
    },
    {
      case: 'everything sent',
      steps: [
        [true, 0],
        [true, 1],
        [true, 0],
      ],
      says: 'Online, everything is sent',
    },
    {
      case: 'going offline alone (the offline banner says it)',
      steps: [
        [true, 1],
        [false, 1],
      ],
      says: '',
    },
  ])('$case: says "$says"', ({ steps, says }) => {
    const [first, ...later] = steps;
    Object.assign(state, { online: first[0], waiting: first[1] });
    const { rerender } = renderInApp(<SyncIndicator />);
    for (const step of later) {
      Object.assign(state, { online: step[0], waiting: step[1] });
      rerender(<SyncIndicator />);
    }
    expect(screen.getByRole('status').textContent).toBe(says);
  });
});
