import { beforeEach, describe, expect, it } from 'vitest';
import { db, type PlusCrewValue, type PlusCrewValueData } from '../../db/db';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { discardRecord } from '../outbox/resolve';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import {
  addPlusCrewFigure,
  correctPlusCrewFigure,
  deletePlusCrewFigure,
  updatePlusCrewValue,
} from './plusCrewFigures';

const OWNER = 'pluscrew:PC-1001';
const turnover: PlusCrewValue = {
  id: 3,
  version: 1,
  plusCrewId: 1,
  valueTypeId: 3,
  amount: null,
  dataSourceTypeId: 1,
};
const border: PlusCrewValue = { ...turnover, id: 1, valueTypeId: 1, amount: 60_000 };
const yesterday: PlusCrewValueData = {
  id: 70,
  version: 2,
  plusCrewValueId: 3,
  plusCrewId: 1,
  valueTypeId: 3,
  dateFrom: '2026-11-17',
  dateTo: '2026-11-17',
  amount: 2100,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.plusCrewValues.bulkPut([turnover, border]);
  await db.plusCrewValueDatas.put(yesterday);
  await db.plusCrewValueTypes.bulkPut([
    { id: 3, version: 1, caption: 'Actual Turnover', unit: 'money' },
    { id: 4, version: 1, caption: 'Staff Hours', unit: 'hours' },
  ]);
});

const sent: RawRequest[] = [];
const replay = (answer: (req: RawRequest) => RawAnswer) =>
  replayOutbox({
    send: (req) => {
      sent.push(req);
      return Promise.resolve(answer(req));
    },
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    now: () => Date.now() + 1_000,
    random: () => 0.5,
  });

describe('addPlusCrewFigure', () => {
  it('shows the day at once and queues its POST in one go', async () => {
    const id = await addPlusCrewFigure(turnover, '2026-11-18', 1234.5);
    expect(id).toBeLessThan(0);
    expect(await db.plusCrewValueDatas.get(id)).toMatchObject({
      plusCrewId: 1,
      valueTypeId: 3,
      dateFrom: '2026-11-18',
      amount: 1234.5,
    });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'plusCrewFigure.add',
        method: 'POST',
        path: '/plusCrewValueDatas',
        body: { plusCrewValueId: 3, date: '2026-11-18', amount: 1234.5 },
      }),
    ]);
  });

  it.each([
    ['a negative amount', '2026-11-18', -1],
    ['a day that does not exist', '2026-11-31', 5],
  ])('refuses %s and writes nothing', async (_name, date, amount) => {
    await expect(addPlusCrewFigure(turnover, date, amount)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.plusCrewValueDatas.count()).toBe(1);
  });

  it('corrected before it was sent: the correction follows the add, on its new id', async () => {
    const id = await addPlusCrewFigure(turnover, '2026-11-18', 100);
    await correctPlusCrewFigure(id, 150);
    sent.length = 0;
    const created = { ...yesterday, id: 900, version: 1, dateFrom: '2026-11-18', amount: 100 };
    await replay((req) =>
      req.path === '/plusCrewValueDatas'
        ? { status: 201, body: created }
        : { status: 200, body: { ...created, version: 2, amount: 150 } },
    );
    expect(sent.map((r) => [r.method, r.path, r.ifMatch])).toEqual([
      ['POST', '/plusCrewValueDatas', null],
      ['POST', '/plusCrewValueDatas/900', 1],
    ]);
    expect(await db.plusCrewValueDatas.get(id)).toBeUndefined();
    expect(await db.plusCrewValueDatas.get(900)).toMatchObject({ amount: 150, version: 2 });
  });

  it('deleted before it was sent: taken back, nothing goes to the server', async () => {
    const id = await addPlusCrewFigure(turnover, '2026-11-18', 100);
    await deletePlusCrewFigure(id);
    expect(await db.plusCrewValueDatas.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('correct and delete a stored figure', () => {
  it('corrects at once and sends the version it changed', async () => {
    await correctPlusCrewFigure(70, 2500);
    expect(await db.plusCrewValueDatas.get(70)).toMatchObject({ amount: 2500 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'plusCrewFigure.correct',
        path: '/plusCrewValueDatas/70',
        baseVersion: 2,
      }),
    ]);
  });

  it('the same amount queues nothing', async () => {
    await correctPlusCrewFigure(70, 2100);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding the correction (undo) puts the figure back as it was', async () => {
    await correctPlusCrewFigure(70, 2500);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect(await db.plusCrewValueDatas.get(70)).toEqual(yesterday);
  });

  it('deletes with the version it saw; discarding brings the day back', async () => {
    await deletePlusCrewFigure(70);
    expect(await db.plusCrewValueDatas.get(70)).toBeUndefined();
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'plusCrewFigure.delete',
      method: 'DELETE',
      path: '/plusCrewValueDatas/70',
      baseVersion: 2,
    });
    await discardRecord(record!.id);
    expect(await db.plusCrewValueDatas.get(70)).toEqual(yesterday);
  });
});

// The correction (a POST) was taken for the figure's create: both vanished, the server kept it.
it('a stored figure corrected and then deleted offline: the delete is queued', async () => {
  await correctPlusCrewFigure(yesterday.id, 2200);
  await deletePlusCrewFigure(yesterday.id);
  expect((await db.outbox.toArray()).map((r) => [r.kind, r.method, r.path])).toEqual([
    ['plusCrewFigure.correct', 'POST', '/plusCrewValueDatas/70'],
    ['plusCrewFigure.delete', 'DELETE', '/plusCrewValueDatas/70'],
  ]);
  expect(await db.plusCrewValueDatas.get(yesterday.id)).toBeUndefined();
});

// A day's turnover and hours are two changes: the outbox names each by its figure.
describe('which figure a change is about', () => {
  const hoursValue: PlusCrewValue = { ...turnover, id: 4, valueTypeId: 4 };
  const queued = async () => (await db.outbox.toArray()).map((r) => [r.kind, r.about]);

  it('adds say turnover or hours', async () => {
    await addPlusCrewFigure(turnover, '2026-11-18', 1200);
    await addPlusCrewFigure(hoursValue, '2026-11-18', 7.5);
    expect(await queued()).toEqual([
      ['plusCrewFigure.add', { figure: 'turnover' }],
      ['plusCrewFigure.add', { figure: 'hours' }],
    ]);
  });

  it('corrections and deletes say it too', async () => {
    await correctPlusCrewFigure(yesterday.id, 2200);
    expect(await queued()).toEqual([['plusCrewFigure.correct', { figure: 'turnover' }]]);
    await db.outbox.clear();
    await deletePlusCrewFigure(yesterday.id);
    expect(await queued()).toEqual([['plusCrewFigure.delete', { figure: 'turnover' }]]);
  });

  it('a value type the device does not know: nothing said (the plain sentence)', async () => {
    await db.plusCrewValueTypes.clear();
    await addPlusCrewFigure(turnover, '2026-11-18', 1200);
    expect((await db.outbox.toArray())[0]!.about).toBeUndefined();
  });
});

describe('updatePlusCrewValue', () => {
  it('changes the target border at once and queues it with its version', async () => {
    await updatePlusCrewValue(1, { amount: 65_000 });
    expect(await db.plusCrewValues.get(1)).toMatchObject({ amount: 65_000 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'plusCrewValue.settings',
        path: '/plusCrewValues/1',
        body: { amount: 65_000 },
        baseVersion: 1,
      }),
    ]);
  });

  it('an unchanged setting queues nothing', async () => {
    await updatePlusCrewValue(1, { amount: 60_000 });
    expect(await db.outbox.count()).toBe(0);
  });
});
