import { z } from 'zod';
import { isoDate, listOf } from './common';

export const trainingStatus = z.enum(['registered', 'completed', 'cancelled']);

export const trainingSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  date: isoDate,
  title: z.string(),
  location: z.string(),
  status: trainingStatus,
});
export type Training = z.infer<typeof trainingSchema>;
export const trainingListSchema = listOf(trainingSchema);
