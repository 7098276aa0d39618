import { beforeAll, describe, expect, it } from 'vitest';
import type { CrewMember } from '../src/api/schemas/crews';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';

/**
 * Issue 12 part 3: a 409 answer says what went wrong so the app can tell the person. A stale
 * If-Match is 412 `version_conflict` with the current entity and who changed it last, from
 * which device, when; a business rule saying no is 409 with its own code, never a conflict.
 */
type Answer = {
  code: string;
  message: string;
  current?: { id: number; version: number };
  changedBy?: { personId: number | null; name: string | null; deviceId: string | null; at: string };
};

let s: TestServer;
const PASSWORD = 'demo1234';
const DEVICE_A = 'device-aaaa-1111';
const DEVICE_B = 'device-bbbb-2222';

beforeAll(async () => {
  s = await startTestServer();
  await s.call('POST', '/__test/reset');
});

const personId = async (email: string) =>
  (await s.deps.db.one<{ id: number }>(sql`SELECT id FROM persons WHERE email = ${email}`))!.id;

const event = (kind: string) => ({
  kind,
  deviceTime: '2026-11-22T07:02:00.000Z',
  latitude: null,
  longitude: null,
  accuracy: null,
  method: 'manual',
});

describe('409 and 412 answers say what happened', () => {
  it("a planner's change meanwhile: 412 naming the planner and when; then a rule refusal is 409", async () => {
    const chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
    const planner = await s.login({ login: 'planner@demo.test', password: PASSWORD });
    const list = (await (
      await s.call('GET', '/projectCrews/1/projectCrewItems', { token: chief })
    ).json()) as { items: CrewMember[] };
    const sam = list.items.find((m) => m.name === 'Sam Crew')!;

    const changed = await s.call('POST', `/projectCrewItems/${sam.id}`, {
      token: planner,
      body: { startTime: '09:45' },
      headers: { 'If-Match': `"${sam.version}"`, 'Idempotency-Key': 'planner-change-1' },
    });
    expect(changed.status).toBe(200);

    const stale = await s.call('POST', `/projectCrewItems/${sam.id}/siteEvents`, {
      token: chief,
      body: event('checkIn'),
      headers: { 'If-Match': `"${sam.version}"`, 'Idempotency-Key': 'chief-checkin-1' },
    });
    expect(stale.status).toBe(412);
    const clash = (await stale.json()) as Answer;
    expect(clash.code).toBe('version_conflict');
    expect(clash.current).toMatchObject({ id: sam.id, version: sam.version + 1 });
    expect(clash.changedBy).toMatchObject({
      personId: await personId('planner@demo.test'),
      deviceId: null,
    });
    expect(clash.changedBy?.name).toEqual(expect.any(String));
    expect(Date.parse(clash.changedBy!.at)).not.toBeNaN();

    // On the right version the check-in goes; the same step again is a rule's "no": 409.
    const ok = await s.call('POST', `/projectCrewItems/${sam.id}/siteEvents`, {
      token: chief,
      body: event('checkIn'),
      headers: { 'If-Match': `"${sam.version + 1}"`, 'Idempotency-Key': 'chief-checkin-2' },
    });
    expect(ok.status).toBe(200);
    const again = await s.call('POST', `/projectCrewItems/${sam.id}/siteEvents`, {
      token: chief,
      body: event('checkIn'),
      headers: { 'If-Match': `"${sam.version + 2}"`, 'Idempotency-Key': 'chief-checkin-3' },
    });
    expect(again.status).toBe(409);
    const refused = (await again.json()) as Answer;
    expect(refused.code).not.toBe('version_conflict');
    expect(refused.message).toEqual(expect.any(String));
    expect(refused.changedBy).toBeUndefined();
  });

  it('the same person on another device: 412 names that person and that device', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const created = await s.call('POST', '/blockDates', {
      token: crew,
      body: { startDate: '2027-03-01', reason: 'Wedding' },
      headers: { 'Idempotency-Key': 'block-create-1', 'Device-Id': DEVICE_A },
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number; version: number };
    const moved = await s.call('PUT', `/blockDates/${row.id}`, {
      token: crew,
      body: { startDate: '2027-03-02', reason: 'Wedding (moved)' },
      headers: {
        'If-Match': `"${row.version}"`,
        'Idempotency-Key': 'block-put-1',
        'Device-Id': DEVICE_A,
      },
    });
    expect(moved.status).toBe(200);
    const stale = await s.call('DELETE', `/blockDates/${row.id}`, {
      token: crew,
      headers: {
        'If-Match': `"${row.version}"`,
        'Idempotency-Key': 'block-del-1',
        'Device-Id': DEVICE_B,
      },
    });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Answer).changedBy).toMatchObject({
      personId: await personId('crew@demo.test'),
      deviceId: DEVICE_A,
    });
  });

  it('a vacation request changed on device A: a stale edit from device B names person and device A', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const body = { startDate: '2027-04-05', endDate: '2027-04-09', reason: 'Holiday' };
    const created = await s.call('POST', '/vacationRequests', {
      token: crew,
      body,
      headers: { 'Idempotency-Key': 'vacation-create-1', 'Device-Id': DEVICE_A },
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number; version: number };
    const moved = await s.call('PUT', `/vacationRequests/${row.id}`, {
      token: crew,
      body: { ...body, endDate: '2027-04-12' },
      headers: {
        'If-Match': `"${row.version}"`,
        'Idempotency-Key': 'vacation-put-1',
        'Device-Id': DEVICE_A,
      },
    });
    expect(moved.status).toBe(200);
    const stale = await s.call('PUT', `/vacationRequests/${row.id}`, {
      token: crew,
      body: { ...body, reason: 'Holiday (from B)' },
      headers: {
        'If-Match': `"${row.version}"`,
        'Idempotency-Key': 'vacation-put-2',
        'Device-Id': DEVICE_B,
      },
    });
    expect(stale.status).toBe(412);
    const clash = (await stale.json()) as Answer;
    expect(clash.code).toBe('version_conflict');
    expect(clash.current).toMatchObject({ id: row.id, version: row.version + 1 });
    expect(clash.changedBy).toMatchObject({
      personId: await personId('crew@demo.test'),
      deviceId: DEVICE_A,
    });
    expect(clash.changedBy?.name).toEqual(expect.any(String));
  });

  it('a form result saved on device A: a stale save from device B names device A', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const forms = (await (await s.call('GET', '/forms/perform', { token: crew })).json()) as {
      items: { id: number }[];
    };
    const formId = forms.items[0]!.id;
    const started = await s.call('POST', '/formResults/perform', {
      token: crew,
      body: { formId, answers: {} },
      headers: { 'Idempotency-Key': 'form-start-1', 'Device-Id': DEVICE_A },
    });
    expect(started.status).toBe(201);
    const result = (await started.json()) as { id: number; version: number };
    const saved = await s.call('POST', `/formResults/perform/${result.id}`, {
      token: crew,
      body: { formId, answers: {} },
      headers: {
        'If-Match': `"${result.version}"`,
        'Idempotency-Key': 'form-save-1',
        'Device-Id': DEVICE_A,
      },
    });
    expect(saved.status).toBe(200);
    const stale = await s.call('POST', `/formResults/perform/${result.id}`, {
      token: crew,
      body: { formId, answers: {} },
      headers: {
        'If-Match': `"${result.version}"`,
        'Idempotency-Key': 'form-save-2',
        'Device-Id': DEVICE_B,
      },
    });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Answer).changedBy).toMatchObject({ deviceId: DEVICE_A });
  });
});
