import * as v from 'valibot';
import { isoDateTime, listOf, text, int, versioned } from './common';

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
export const crewPhotoInputSchema = v.object({
  /** Chosen on the phone: the server stores a photo once per crew and key. */
  clientKey: v.pipe(text(100), v.minLength(8)),
  takenAt: isoDateTime,
  fileName: v.pipe(text(200), v.minLength(1)),
  caption: v.optional(v.nullable(text(500))),
});
export type CrewPhotoInput = v.InferOutput<typeof crewPhotoInputSchema>;

export const crewPhotoSchema = v.object({
  ...versioned.entries,
  crewId: int,
  clientKey: v.string(),
  takenAt: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(int, v.minValue(0)),
  /** Hex SHA-256 of the bytes: the phone computes it too, so both sides can be compared. */
  sha256: v.nullable(v.string()),
  caption: v.nullable(v.string()),
  /** Null while the photo waits on the phone. */
  uploadedAt: v.nullable(v.string()),
});
export type CrewPhoto = v.InferOutput<typeof crewPhotoSchema>;
export const crewPhotoListSchema = listOf(crewPhotoSchema);

export const liveLocationInputSchema = v.object({
  latitude: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
  /** Metres, as the browser reports it. */
  accuracy: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  recordedAt: isoDateTime,
});
export type LiveLocationInput = v.InferOutput<typeof liveLocationInputSchema>;

export const liveLocationShareSchema = v.object({
  ...versioned.entries,
  crewId: int,
  personId: int,
  latitude: v.pipe(v.number(), v.finite()),
  longitude: v.pipe(v.number(), v.finite()),
  accuracy: v.nullable(v.pipe(v.number(), v.finite())),
  recordedAt: v.string(),
});
export type LiveLocationShare = v.InferOutput<typeof liveLocationShareSchema>;
export const liveLocationListSchema = listOf(liveLocationShareSchema);
