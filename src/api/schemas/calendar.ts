import { z } from 'zod';
import { hhmm, isoDate, listOf } from './common';

/** What the app sends to create a blocked date (issue 3 fixes this shape). */
export const blockDateInputSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate.nullish(),
    reason: z.string().trim().min(1).max(500),
    beginTime: hhmm.nullish(),
    endTime: hhmm.nullish(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type BlockDateInput = z.infer<typeof blockDateInputSchema>;

export const blockDateSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  personId: z.number().int(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  reason: z.string(),
  beginTime: hhmm.nullable(),
  endTime: hhmm.nullable(),
});
export type BlockDate = z.infer<typeof blockDateSchema>;
export const blockDateListSchema = listOf(blockDateSchema);
