import * as v from 'valibot';
import { isoDate, listOf, int } from './common';

export const trainingStatus = v.picklist(['registered', 'completed', 'cancelled']);

export const trainingSchema = v.object({
  id: int,
  version: v.pipe(int, v.minValue(1)),
  date: isoDate,
  title: v.string(),
  location: v.string(),
  status: trainingStatus,
});
export type Training = v.InferOutput<typeof trainingSchema>;
export const trainingListSchema = listOf(trainingSchema);
