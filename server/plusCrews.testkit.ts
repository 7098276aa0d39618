import { beforeAll } from 'vitest';
import { DEMO_PLUS_CREW_NUMBER } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';

/**
 * What both plus-crew test files (plusCrewsReading, plusCrewsFigures) start from: one server
 * per file with its logins (the seed's today: 2026-11-22), the call they make and the seed's
 * value ids. Importing this module registers the beforeAll that starts the server, as
 * ./testkit registers the afterAll that closes it; `s` is a live binding, so the importing
 * file sees the server once that hook has run.
 */
export let s: TestServer;
const token = { planner: '', guest: '', client: '', crew: '' };

beforeAll(async () => {
  s = await startTestServer();
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.planner = await login('planner@demo.test');
  token.client = await login('client@demo.test');
  token.crew = await login('crew@demo.test');
  token.guest = await s.login({ plusCrewNumber: DEMO_PLUS_CREW_NUMBER, password: 'guest1234' });
}, 60_000);

type Who = keyof typeof token;
export const call = (
  method: string,
  path: string,
  who: Who,
  body?: unknown,
  headers: Record<string, string> = {},
) => s.call(method, path, { token: token[who], body, headers });
export const key = (k: string) => ({ 'Idempotency-Key': `plus-crew-test-${k}` });
// Crew 1 (PC-1001) has values 1-5 by type, crew 2 (PC-1002) 6-10: 3 = Actual Turnover.
export const TURNOVER_1 = 3;
export const HOURS_1 = 4;
export const TURNOVER_2 = 8;
