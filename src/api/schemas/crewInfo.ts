import { z } from 'zod';
import { isoDate, listOf } from './common';

/** SPEC §7 crew info: notes from the office to the crew. */
export const crewInfoItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  title: z.string(),
  /** HTML as the office wrote it: sanitised when shown, never trusted. */
  bodyHtml: z.string(),
  publishedAt: isoDate,
});
export type CrewInfoItem = z.infer<typeof crewInfoItemSchema>;
export const crewInfoListSchema = listOf(crewInfoItemSchema);
