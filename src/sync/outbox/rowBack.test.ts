import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from './types';
import { rowBackAfterDelete } from './apply';

const row = {
  id: 7,
  version: 2,
  personId: 1,
  startDate: '2026-12-19',
  endDate: '2026-12-21',
  reason: 'Family visit (mine, offline)',
  beginTime: null,
  endTime: null,
};
const theirs = { ...row, version: 3, reason: 'Family visit (theirs, other phone)' };
const del: Pick<OutboxRecord, 'method' | 'entity' | 'undo'> = {
  method: 'DELETE',
  entity: { table: 'blockDates', id: 7 },
  undo: [{ table: 'blockDates', id: 7, row }],
};

describe('a delete the server did not make brings its row back', () => {
  it.each<
    [string, Pick<OutboxRecord, 'method' | 'entity' | 'undo'>, Partial<OutboxRecord>, unknown]
  >([
    [
      'conflict with the server version: theirs',
      del,
      { state: 'conflict', serverEntity: theirs },
      theirs,
    ],
    [
      'conflict without a valid server version: mine as before',
      del,
      { state: 'conflict', serverEntity: { x: 1 } },
      row,
    ],
    [
      'refused with the server version: theirs',
      del,
      { state: 'refused', serverEntity: theirs },
      theirs,
    ],
    ['refused without one: nothing to show', del, { state: 'refused' }, null],
    ['failed (e.g. gone there too): nothing', del, { state: 'failed' }, null],
    ['still pending: nothing', del, { state: 'pending' }, null],
    [
      'an edit in conflict: its row never left',
      { ...del, method: 'PUT' },
      { state: 'conflict', serverEntity: theirs },
      null,
    ],
  ])('%s', (_name, record, change, expected) => {
    const back = rowBackAfterDelete(record, change);
    expect(back?.row ?? null).toEqual(expected);
    if (back) expect(back.table).toBe('blockDates');
  });
});
