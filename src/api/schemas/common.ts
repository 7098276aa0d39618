import { z } from 'zod';

/** The envelope of every list call (`limit` and `page` in the query, SPEC §9). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');

/** Every entity the app can change carries a version; the server bumps it on each write. */
export const versioned = z.object({ id: z.number().int(), version: z.number().int().positive() });
