import { describe, expect, it } from 'vitest';
import type { CrewBooking } from '../src/api/schemas/projectCrews';
import { startTestServer } from './testkit';

describe('the test-only API', () => {
  it('is absent unless the server started with it', async () => {
    const s = await startTestServer({ testApi: false });
    for (const [method, path] of [
      ['POST', '/__test/reset'],
      ['POST', '/__test/faults'],
      ['GET', '/__test/writes'],
    ] as const) {
      const res = await s.call(method, path);
      expect([401, 404]).toContain(res.status);
    }
    // No request can switch it on.
    const token = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    expect((await s.call('POST', '/__test/reset', { token })).status).toBe(404);
    // Each test here boots a server of its own: a hook's time, given as the test's.
  }, 120_000);

  it('answers when the server started with it', async () => {
    const s = await startTestServer({ testApi: true });
    expect((await s.call('GET', '/__test/writes')).status).toBe(200);
    expect((await s.call('POST', '/__test/faults', { body: { errorRate: 1 } })).status).toBe(200);
    expect((await s.call('GET', '/tenant')).status).toBe(500);
    expect((await s.call('POST', '/__test/reset')).status).toBe(200);
    expect((await s.call('GET', '/tenant')).status).toBe(200);

    // The bench's project detail data set: 20 crews, 200 crew items, added once, reset away.
    const added = await s.call('POST', '/__test/benchProject');
    expect(await added.json()).toEqual({ number: 'P-29000', crews: 20, items: 200 });
    const again = await s.call('POST', '/__test/benchProject');
    expect(await again.json()).toEqual({ number: 'P-29000', crews: 20, items: 200 });
    const token = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    const res = await s.call('GET', '/projects/P-29000/crewBooking', { token });
    const booking = (await res.json()) as CrewBooking;
    expect(booking.crews).toHaveLength(20);
    expect(booking.items).toHaveLength(200);
    expect(new Set(booking.items.map((i) => i.status))).toEqual(
      new Set(['confirmed', 'toConfirm', 'requested', 'vacant']),
    );
    expect(booking.items.some((i) => i.siteStatus === 'checkedIn')).toBe(true);
    expect((await s.call('POST', '/__test/reset')).status).toBe(200);

    // A tenant theme for a while (the accessibility walk), reset away.
    const themed = await s.call('POST', '/__test/tenantTheme', { body: { mobileTheme: 'Red' } });
    expect(themed.status).toBe(200);
    expect(await (await s.call('GET', '/tenant')).json()).toMatchObject({ mobileTheme: 'Red' });
    expect((await s.call('POST', '/__test/reset')).status).toBe(200);
    expect(await (await s.call('GET', '/tenant')).json()).toMatchObject({ mobileTheme: null });
    const after = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    expect((await s.call('GET', '/projects/P-29000', { token: after })).status).toBe(404);
  }, 120_000);
});
