import * as v from 'valibot';
import { isoDate, queryInt, text } from '../../src/api/schemas/common';
import { apiError, fieldsOf } from './errors';

/** SPEC §9 list paging: limit (at most 1000) and page, both optional. */
export const listQuerySchema = v.object({
  limit: v.optional(queryInt(1, 1000), 1000),
  // Bounded so that the OFFSET (page - 1) × limit stays far inside bigint.
  page: v.optional(queryInt(1, 1_000_000), 1),
  dateFrom: v.optional(isoDate),
  dateTo: v.optional(isoDate),
  filter: v.optional(text(40)),
});

export type ListQuery = v.InferOutput<typeof listQuerySchema>;

export function parseQuery(query: Record<string, string>): ListQuery {
  const parsed = v.safeParse(listQuerySchema, query);
  if (!parsed.success) {
    throw apiError(400, 'invalid_query', 'The query has invalid parameters', {
      fields: fieldsOf(parsed.issues),
    });
  }
  return parsed.output;
}

export const offsetOf = (q: ListQuery) => (q.page - 1) * q.limit;
