import { LIST_QUERY, request } from './client';
import {
  plusCrewRefListSchema,
  plusCrewRowListSchema,
  plusCrewRowSchema,
  plusCrewValueDataListSchema,
  plusCrewValueListSchema,
  plusCrewValueTypeListSchema,
} from './schemas/plusCrews';

// Plus crews (issue 16, SPEC §7 "Plus crews"): the reads. Writes go through the outbox
// (sync/actions/plusCrewData.ts, plusCrewSettings.ts).

/** The crews the person may see: all of them by the plusCrews right, a guest only his own. */
export const fetchPlusCrews = (token: string) =>
  request(plusCrewRowListSchema, '/plusCrews', { token, query: { ...LIST_QUERY } });

export const fetchPlusCrew = (token: string, number: string) =>
  request(plusCrewRowSchema, `/plusCrews/${encodeURIComponent(number)}`, { token });

export const fetchPlusCrewValueTypes = (token: string) =>
  request(plusCrewValueTypeListSchema, '/plusCrewValueTypes', {
    token,
    query: { ...LIST_QUERY },
  });

export const fetchPlusCrewTypes = (token: string) =>
  request(plusCrewRefListSchema, '/plusCrewTypes', { token, query: { ...LIST_QUERY } });

export const fetchPlusCrewDataSourceTypes = (token: string) =>
  request(plusCrewRefListSchema, '/plusCrewDataSourceTypes', {
    token,
    query: { ...LIST_QUERY },
  });

/** Every value of the crews the person may see (or of one crew). */
export const fetchPlusCrewValues = (token: string, plusCrewId?: number) =>
  request(plusCrewValueListSchema, '/plusCrewValues', {
    token,
    query: { ...LIST_QUERY, plusCrewId },
  });

/** One crew's daily figures from dateFrom to dateTo (YYYY-MM-DD), of one type or all. */
export const fetchPlusCrewValueDatas = (
  token: string,
  window: { plusCrewId: number; dateFrom: string; dateTo: string; valueTypeId?: number },
) =>
  request(plusCrewValueDataListSchema, '/plusCrewValueDatas', {
    token,
    // Up to 3 figures a day for a month is ~100; a window of a year stays well below 5000.
    query: { limit: 5000, page: 1, ...window },
  });
