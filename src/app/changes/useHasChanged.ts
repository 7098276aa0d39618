import { useMemo } from 'react';
import { useAllCrewItemChangeRows, useCrewItemChangeRows } from '../../db/crewItemChangesHooks';
import { foldByItem, type ItemChanges } from './foldChanges';

const NONE: ReadonlyMap<number, ItemChanges> = new Map();

/**
 * THE hook for "has changed": the folded changes of the given crew items (by crew item id)
 * from the local tables, with `unseen` telling whether the mark shows. Items without changes
 * are absent. Updates by itself when a pull, the live poller or "seen" writes the tables.
 */
export function useHasChanged(crewItemIds: readonly number[]): ReadonlyMap<number, ItemChanges> {
  const rows = useCrewItemChangeRows(crewItemIds);
  return useMemo(() => (rows ? foldByItem(rows.changes, rows.seenUpTo) : NONE), [rows]);
}

/**
 * Every crew item's folded changes: for a view of thousands of items (a planning month),
 * where asking for each one's changes by id costs more than reading the small table whole,
 * and a month switch must not ask again.
 */
export function useAllHasChanged(): ReadonlyMap<number, ItemChanges> {
  const rows = useAllCrewItemChangeRows();
  return useMemo(() => (rows ? foldByItem(rows.changes, rows.seenUpTo) : NONE), [rows]);
}
