import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlannerCrewItem } from '../src/api/schemas/projectCrews';
import { startTestServer, type TestServer } from './testkit';
import { TEST_TODAY } from './testSeed';

let s: TestServer;
let planner: string;
let keys = 0;
const key = () => `judging-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  planner = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
});

const post = (path: string, body: unknown, version?: number) =>
  s.call('POST', path, {
    token: planner,
    body,
    headers: { 'Idempotency-Key': key(), ...(version ? { 'If-Match': `"${version}"` } : {}) },
  });

const dayAfter = (days: number) =>
  new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sam Crew booked (to confirm) on a new item of crew 1 on `date`, late in the evening. */
async function bookedOn(date: string): Promise<PlannerCrewItem> {
  const created = await post('/projectCrewItemStatus', {
    crewId: 1,
    functionName: 'Runner',
    startDate: date,
    endDate: date,
    startTime: '21:00',
    endTime: '22:00',
  });
  expect(created.status).toBe(201);
  const item = (await created.json()) as PlannerCrewItem;
  const res = await post(
    `/projectCrewItemStatus/${item.id}/activate`,
    { personId: 1 },
    item.version,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PlannerCrewItem;
}

const noShow = (item: PlannerCrewItem) =>
  post(`/projectCrewItemStatus/${item.id}/noShow`, {}, item.version);
const rate = (item: PlannerCrewItem) =>
  post(`/projectCrewItemStatus/${item.id}/rating`, { ratingTypeId: 1, value: 4 });

// The app offers a no-show and a rating only once the item's first day has begun, but the
// server took them for any day ahead (a queued or hand-made request).
describe('a no-show or rating waits for the crew item’s first day', () => {
  it.each([
    // [first day, from today, no-show, rating]
    ['today', 0, 200, 200],
    // The device's today may be a day ahead of the server's (time zones): one day of slack.
    ['tomorrow', 1, 200, 200],
    ['in two days', 2, 409, 409],
    ['months ahead', 100, 409, 409],
  ])('first day %s', async (_name, days, noShowStatus, rateStatus) => {
    const item = await bookedOn(dayAfter(days));
    const rated = await rate(item);
    expect(rated.status).toBe(rateStatus);
    const current = rated.status === 200 ? ((await rated.json()) as PlannerCrewItem) : item;
    const marked = await noShow(current);
    expect(marked.status).toBe(noShowStatus);
    if (noShowStatus === 409) {
      expect(await marked.json()).toMatchObject({
        code: 'day_not_begun',
        message: "This crew item's first day has not begun yet",
        current: { id: item.id, siteStatus: 'none' },
      });
      expect(await rated.json()).toMatchObject({ code: 'day_not_begun' });
    }
  });

  it('a refused rating or no-show leaves the item as it was', async () => {
    const item = await bookedOn(dayAfter(5));
    expect((await rate(item)).status).toBe(409);
    expect((await noShow(item)).status).toBe(409);
    // The same version still applies: nothing was written.
    const moved = await post(
      `/projectCrewItemStatus/${item.id}`,
      { startDate: TEST_TODAY, endDate: TEST_TODAY },
      item.version,
    );
    expect(moved.status).toBe(200);
    const today = (await moved.json()) as PlannerCrewItem;
    expect(today.ratings).toEqual([]);
    expect((await noShow(today)).status).toBe(200);
  });
});
