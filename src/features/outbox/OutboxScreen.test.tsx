import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../app/render.testkit';
import type { OutboxRecord } from '../../db/db';

const requestReplay = vi.fn(() => Promise.resolve(null));
vi.mock('../../sync/scheduler', () => ({ requestReplay }));
vi.mock('../../sync/useSync', () => ({ useOnline: () => true }));
// Only what the screen reads: a real live query would outlive the test's page.
vi.mock('../../db/hooks', () => ({
  useOpenOutbox: () => [
    { id: 'r1', path: '/x', dependsOn: [], entityKey: null } as unknown as OutboxRecord,
  ],
}));
// Their modals set timers that would outlive the test's page; the button is what is tested.
vi.mock('./ConflictSheet', () => ({ ConflictSheet: () => null }));
vi.mock('../../app/lists/RemovableList', () => ({ RemovableList: () => null }));

const { OutboxScreen } = await import('./OutboxScreen');

describe('the outbox screen', () => {
  // A change waiting out a backoff (the server failed earlier) goes when the person asks, not
  // when its backoff ends: "Send now" that sends nothing looks broken.
  it('"Send now" sends every waiting change at once, backoff or not', () => {
    renderInApp(<OutboxScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(requestReplay).toHaveBeenCalledWith({ resetBackoff: true });
  });
});
