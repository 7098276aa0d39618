import { z } from 'zod';

// SCAFFOLD: the helper that owns this slice replaces these placeholders with the real schemas.
export const crewPhotoSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type CrewPhoto = z.infer<typeof crewPhotoSchema>;
export const liveLocationShareSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type LiveLocationShare = z.infer<typeof liveLocationShareSchema>;
