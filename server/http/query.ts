import { z } from 'zod';
import { isoDate, text } from '../../src/api/schemas/common';
import { apiError, fieldsOf } from './errors';

/** SPEC §9 list paging: limit (at most 1000) and page, both optional. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  // Bounded so that the OFFSET (page - 1) × limit stays far inside bigint.
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  filter: text(40).optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseQuery(query: Record<string, string>): ListQuery {
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw apiError(400, 'invalid_query', 'The query has invalid parameters', {
      fields: fieldsOf(parsed.error),
    });
  }
  return parsed.data;
}

export const offsetOf = (q: ListQuery) => (q.page - 1) * q.limit;
