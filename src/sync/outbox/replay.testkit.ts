import { beforeEach } from 'vitest';
import { db } from '../../db/db';
import type { SendAuth } from '../auth';
import { fakeServer } from './fakeServer.testkit';
import type { ReplayDeps } from './replay';

export const OWNER = 'person:1';
// An unsigned token whose payload names person 1 (the replay never verifies it).
export const TOKEN = [
  'eyJhbGciOiJub25lIn0',
  btoa(
    JSON.stringify({
      type: 'other',
      exp: 4_102_444_800,
      loginData: { personId: 1, contactNumber: null, language: 'en', loginTypes: ['Crew'] },
    }),
  )
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_'),
  '',
].join('.');

/** The replay tests' world: a fake server, a clock, and whether a token refresh works. */
export const t = {
  clock: 1_000_000,
  server: fakeServer(),
  authCalls: [] as boolean[],
  refreshWorks: true,
};

export function deps(overrides: Partial<ReplayDeps> = {}): ReplayDeps {
  return {
    send: (req) => t.server.send(req),
    auth: (force): Promise<SendAuth> => {
      t.authCalls.push(force);
      if (force && !t.refreshWorks) return Promise.resolve(null);
      return Promise.resolve({ token: force ? 'fresh-token' : TOKEN, ownerId: OWNER });
    },
    now: () => t.clock,
    random: () => 0.5,
    ...overrides,
  };
}

export const input = (reason: string) => ({
  startDate: '2026-12-01',
  endDate: null,
  reason,
  beginTime: null,
  endTime: null,
});

/** Each test starts with empty tables, person 1 logged in, and a fresh fake server. */
export function resetEachTest(): void {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.session.put({
      key: 'current',
      token: TOKEN,
      rights: {},
      mailboxRights: {},
      ownerId: OWNER,
      savedAt: 0,
    });
    t.server = fakeServer();
    t.authCalls = [];
    t.refreshWorks = true;
    t.clock = Date.now() + 1_000;
  });
}
