import { describe, expect, it } from 'vitest';
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
  });

  it('answers when the server started with it', async () => {
    const s = await startTestServer({ testApi: true });
    expect((await s.call('GET', '/__test/writes')).status).toBe(200);
    expect((await s.call('POST', '/__test/faults', { body: { errorRate: 1 } })).status).toBe(200);
    expect((await s.call('GET', '/tenant')).status).toBe(500);
    expect((await s.call('POST', '/__test/reset')).status).toBe(200);
    expect((await s.call('GET', '/tenant')).status).toBe(200);
  });
});
