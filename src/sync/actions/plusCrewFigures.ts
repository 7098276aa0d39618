import * as v from 'valibot';
import {
  VALUE_CAPTIONS,
  plusCrewValueDataCreateSchema,
  plusCrewValueUpdateSchema,
  type PlusCrewValue,
  type PlusCrewValueData,
  type PlusCrewValueUpdate,
} from '../../api/schemas/plusCrews';
import { db } from '../../db/db';
import type { About } from '../../db/outboxRecord';
import { currentOwner, notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { entityTarget, queueDelete } from '../outbox/targets';

/*
 * Plus-crew figures and settings (issue 16): add a day's figure, correct it, delete it, and
 * change a value's settings. Each changes the local row at once (pending badge) and queues
 * its request in ONE transaction; the row's version goes as If-Match, so a change made
 * meanwhile elsewhere comes back as a conflict naming who made it. A day that already has a
 * figure on the server is refused (409) with the server's words. Discarding puts the row back.
 */

// The shared field rules and captions, for the screens (which never import src/api).
export { figureProblem, MAX_DAILY_HOURS, VALUE_CAPTIONS } from '../../api/schemas/plusCrews';
export { isRealDate } from '../../api/schemas/common';

const DATAS = '/plusCrewValueDatas';

/**
 * Which figure of the day a change is about, for the outbox screen: a day's turnover and hours
 * go as two changes that would otherwise read the same. Read from the device's value types.
 */
async function aboutFigure(valueTypeId: number): Promise<About | undefined> {
  const caption = (await db.plusCrewValueTypes.get(valueTypeId))?.caption;
  if (caption === VALUE_CAPTIONS.actualTurnover) return { figure: 'turnover' };
  if (caption === VALUE_CAPTIONS.staffHours) return { figure: 'hours' };
  return undefined;
}

/** A new figure for a day (YYYY-MM-DD) of a value; answers its local id. */
export async function addPlusCrewFigure(value: PlusCrewValue, date: string, amount: number) {
  const valid = v.parse(plusCrewValueDataCreateSchema, {
    plusCrewValueId: value.id,
    date,
    amount,
  });
  const id = localEntityId();
  const tables = [db.session, db.plusCrewValueDatas, db.plusCrewValueTypes, db.outbox];
  await db.transaction('rw', tables, async () => {
    const { ownerId } = await currentOwner();
    const row: PlusCrewValueData = {
      id,
      version: 1,
      plusCrewValueId: value.id,
      plusCrewId: value.plusCrewId,
      valueTypeId: value.valueTypeId,
      dateFrom: valid.date,
      dateTo: valid.date,
      amount: valid.amount,
    };
    await db.plusCrewValueDatas.add(row);
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'plusCrewFigure.add',
        method: 'POST',
        path: DATAS,
        body: valid,
        entity: { table: 'plusCrewValueDatas', id },
        baseVersion: null,
        undo: [{ table: 'plusCrewValueDatas', id, row: null }],
        about: await aboutFigure(value.valueTypeId),
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/** A corrected amount for a stored figure (one added offline waits for its add). */
export async function correctPlusCrewFigure(id: number, amount: number): Promise<void> {
  const tables = [db.session, db.plusCrewValueDatas, db.plusCrewValueTypes, db.outbox];
  await db.transaction('rw', tables, async () => {
    const { ownerId } = await currentOwner();
    const figure = await db.plusCrewValueDatas.get(id);
    if (!figure) throw new Error('Plus crew figure not found');
    if (figure.amount === amount) return;
    const target = await entityTarget('plusCrewValueDatas', DATAS, id);
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'plusCrewFigure.correct',
        method: 'POST',
        path: target.path,
        // `date` only names the day on the outbox screen; the server reads the amount.
        body: { amount, date: figure.dateFrom },
        entity: { table: 'plusCrewValueDatas', id },
        baseVersion: id > 0 ? figure.version : null,
        dependsOn: target.dependsOn,
        undo: [{ table: 'plusCrewValueDatas', id, row: figure }],
        about: await aboutFigure(figure.valueTypeId),
      }),
    );
    await db.plusCrewValueDatas.update(id, { amount });
  });
  notifyEnqueued();
}

/** Deletes a figure: one never sent is simply taken back (targets.queueDelete). */
export async function deletePlusCrewFigure(id: number): Promise<void> {
  const figure = await db.plusCrewValueDatas.get(id);
  const about = figure ? await aboutFigure(figure.valueTypeId) : undefined;
  await queueDelete('plusCrewValueDatas', DATAS, id, 'plusCrewFigure.delete', about);
}

/** A value's settings (plusCrews EDIT): the target border or team bonus, the data source. */
export async function updatePlusCrewValue(id: number, change: PlusCrewValueUpdate): Promise<void> {
  const valid = v.parse(plusCrewValueUpdateSchema, change);
  await db.transaction('rw', [db.session, db.plusCrewValues, db.outbox], async () => {
    const { ownerId } = await currentOwner();
    const value = await db.plusCrewValues.get(id);
    if (!value) throw new Error('Plus crew value not found');
    const next = { ...value, ...valid };
    if (next.amount === value.amount && next.dataSourceTypeId === value.dataSourceTypeId) return;
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'plusCrewValue.settings',
        method: 'POST',
        path: `/plusCrewValues/${id}`,
        body: valid,
        entity: { table: 'plusCrewValues', id },
        baseVersion: value.version,
        undo: [{ table: 'plusCrewValues', id, row: value }],
      }),
    );
    await db.plusCrewValues.update(id, valid);
  });
  notifyEnqueued();
}
