import * as v from 'valibot';
import { isoDate, listOf, versioned } from './common';

export const trainingStatus = v.picklist(['registered', 'completed', 'cancelled']);

export const trainingSchema = v.object({
  ...versioned.entries,
  date: isoDate,
  title: v.string(),
  location: v.string(),
  status: trainingStatus,
});
export type Training = v.InferOutput<typeof trainingSchema>;
export const trainingListSchema = listOf(trainingSchema);
