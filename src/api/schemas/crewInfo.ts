import * as v from 'valibot';
import { isoDate, listOf, versioned } from './common';

/** SPEC §7 crew info: notes from the office to the crew. */
export const crewInfoItemSchema = v.object({
  ...versioned.entries,
  title: v.string(),
  /** HTML as the office wrote it: sanitised when shown, never trusted. */
  bodyHtml: v.string(),
  publishedAt: isoDate,
});
export type CrewInfoItem = v.InferOutput<typeof crewInfoItemSchema>;
export const crewInfoListSchema = listOf(crewInfoItemSchema);
