import { beforeAll, beforeEach, expect } from 'vitest';
import type { CrewBooking, PlannerCrewItem } from '../src/api/schemas/projectCrews';
import { startTestServer, type TestServer } from './testkit';

/**
 * What both crew booking test files (crewBooking: reads and booking checks; crewItemStatus:
 * the status rules) start from: one server per file, reset and the planner logged in before
 * each test, and the calls they make. Importing this module registers those hooks, as
 * ./testkit registers the afterAll that closes the server; `s` and `planner` are live
 * bindings, so the importing file sees them once the hooks have run.
 */
export let s: TestServer;
export let planner: string;
export const PASSWORD = 'demo1234';
export const PROJECT = 'P-24001';
export const TODAY = '2026-11-22';
let keys = 0;
export const key = () => `test-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  planner = await s.login({ login: 'planner@demo.test', password: PASSWORD });
});

export const booking = async (token = planner) =>
  (await (
    await s.call('GET', `/projects/${PROJECT}/crewBooking`, { token })
  ).json()) as CrewBooking;

export const post = (path: string, body: unknown, version?: number, token = planner, k = key()) =>
  s.call('POST', path, {
    token,
    body,
    headers: { 'Idempotency-Key': k, ...(version ? { 'If-Match': `"${version}"` } : {}) },
  });

export const newItem = (over: Record<string, unknown> = {}) => ({
  crewId: 1,
  functionName: 'Runner',
  startDate: TODAY,
  endDate: TODAY,
  startTime: '06:00',
  endTime: '08:00',
  ...over,
});

export async function createOpen(over: Record<string, unknown> = {}): Promise<PlannerCrewItem> {
  const res = await post('/projectCrewItemStatus', newItem(over));
  expect(res.status).toBe(201);
  return (await res.json()) as PlannerCrewItem;
}
