import { z } from 'zod';
import { isoDateTime, listOf, text } from './common';

/*
 * Site photos of a crew (issue 5) and the crew chief's opt-in live location (SPEC §7
 * liveLocations). Shared by the app and the reference server.
 */

/** What a phone camera or gallery gives; the server accepts the same list. */
export const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
] as const;
/** 12 MB: a full-size phone photo fits, under the server's 15 MB request limit. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;

/** The JSON part of a photo upload (the file goes in the "file" part). */
export const crewPhotoInputSchema = z.object({
  /** Chosen on the phone: the server stores a photo once per crew and key. */
  clientKey: text(100).min(8),
  takenAt: isoDateTime,
  fileName: text(200).min(1),
  caption: text(500).nullable().optional(),
});
export type CrewPhotoInput = z.infer<typeof crewPhotoInputSchema>;

export const crewPhotoSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  clientKey: z.string(),
  takenAt: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** Hex SHA-256 of the bytes: the phone computes it too, so both sides can be compared. */
  sha256: z.string().nullable(),
  caption: z.string().nullable(),
  /** Null while the photo waits on the phone. */
  uploadedAt: z.string().nullable(),
});
export type CrewPhoto = z.infer<typeof crewPhotoSchema>;
export const crewPhotoListSchema = listOf(crewPhotoSchema);

export const liveLocationInputSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, as the browser reports it. */
  accuracy: z.number().nonnegative().nullable(),
  recordedAt: isoDateTime,
});
export type LiveLocationInput = z.infer<typeof liveLocationInputSchema>;

export const liveLocationShareSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  personId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: z.string(),
});
export type LiveLocationShare = z.infer<typeof liveLocationShareSchema>;
export const liveLocationListSchema = listOf(liveLocationShareSchema);
