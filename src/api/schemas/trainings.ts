import * as v from 'valibot';
import { isoDate, listOf } from './common';

export const trainingStatus = v.picklist(['registered', 'completed', 'cancelled']);

export const trainingSchema = v.object({
  id: v.pipe(v.number(), v.safeInteger()),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  date: isoDate,
  title: v.string(),
  location: v.string(),
  status: trainingStatus,
});
export type Training = v.InferOutput<typeof trainingSchema>;
export const trainingListSchema = listOf(trainingSchema);
