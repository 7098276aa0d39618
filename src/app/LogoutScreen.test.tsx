import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from './render.testkit';
import type { ReactNode } from 'react';
import type { ReplaySummary } from '../sync/outbox/replay';

const owner = vi.hoisted(() => ({ count: 1, left: 1 }));
const net = vi.hoisted(() => ({ online: true, stopped: null as ReplaySummary['stopped'] }));
vi.mock('../sync/outbox/owner', () => ({
  currentOwnerId: () => Promise.resolve('person:1'),
  openCount: vi.fn(() => Promise.resolve(owner.count)),
  clearOwnerOutbox: () => Promise.resolve(),
}));
vi.mock('../session/login', () => ({ logout: () => Promise.resolve() }));
vi.mock('../sync/online', () => ({ isOnline: () => net.online }));
vi.mock('../sync/scheduler', () => ({
  requestReplay: () => {
    owner.count = owner.left;
    return Promise.resolve({ sent: 0, retried: 0, failed: 0, conflicts: 0, stopped: net.stopped });
  },
}));
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ history: { back: () => undefined } }),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const { LogoutScreen } = await import('./LogoutScreen');

afterEach(cleanup);

describe('logging out with changes not sent', () => {
  it.each<{ count: number; says: string; discard: string }>([
    {
      count: 1,
      says: '1 change has not reached the server yet.',
      discard: 'Discard 1 change? It will never reach the server.',
    },
    {
      count: 3,
      says: '3 changes have not reached the server yet.',
      discard: 'Discard 3 changes? They will never reach the server.',
    },
  ])('$count waiting: counted in words that fit', async ({ count, says, discard }) => {
    owner.count = count;
    renderInApp(<LogoutScreen />);
    expect(await screen.findByText(says)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(await screen.findByText(discard)).toBeTruthy();
  });

  it.each<{
    case: string;
    online: boolean;
    stopped: ReplaySummary['stopped'];
    says: RegExp;
    link: boolean;
  }>([
    {
      case: 'no connection: says so, no list to check',
      online: false,
      stopped: 'offline',
      says: /^No connection: your changes stay on this device\./,
      link: false,
    },
    {
      case: 'the connection dropped during the pass',
      online: true,
      stopped: 'offline',
      says: /^No connection:/,
      link: false,
    },
    {
      case: 'online, the server kept some back: a link to the list',
      online: true,
      stopped: null,
      says: /^Some changes could not be sent\. Check the list of waiting changes\.$/,
      link: true,
    },
  ])('"Send now" leaves some behind, $case', async ({ online, stopped, says, link }) => {
    owner.count = 2;
    owner.left = 2;
    net.online = online;
    net.stopped = stopped;
    renderInApp(<LogoutScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(says);
    const anchor = screen.queryByRole('link', { name: 'list of waiting changes' });
    expect(anchor?.getAttribute('href') ?? null).toBe(link ? '/outbox' : null);
  });
});
