import type { DetailOutcome } from '../../../sync/details';

/**
 * What the day part of the planning calendar shows for the month:
 * - loading: the table is being read, or a first pull of the month is under way;
 * - notLoaded: the month never came to this device and the pull could not run (offline) or
 *   failed; an empty grid here would read as "nothing planned";
 * - empty: the month is here and holds nothing (for the filters);
 * - rows: the day's groups.
 */
export type MonthContent = 'loading' | 'notLoaded' | 'empty' | 'rows';

export function monthContent(p: {
  /** The local table has answered. */
  read: boolean;
  /** The month was pulled at least once on this device. */
  synced: boolean;
  refresh: DetailOutcome | 'loading';
  /** The month's rows after the filters. */
  rows: number;
}): MonthContent {
  if (!p.read || (!p.synced && p.refresh === 'loading')) return 'loading';
  if (p.rows > 0) return 'rows';
  if (!p.synced && (p.refresh === 'offline' || p.refresh === 'failed')) return 'notLoaded';
  return 'empty';
}
