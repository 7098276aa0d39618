import { z } from 'zod';
import { entityId, isoDate, listOf, text } from './common';

/** The person's own profile (SPEC §3): read-only personal data plus the picture's state. */
export const profileSchema = z.object({
  /** The person id. */
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birthday: isoDate.nullable(),
  /** IANA name, kept by the office (changes go through the accountant). */
  timezone: z.string(),
  /** The approved picture, if any. */
  pictureId: z.number().int().nullable(),
  /** A new picture waiting for approval (SPEC §4); negative while only on this device. */
  pendingPictureId: z.number().int().nullable(),
  /** The person's own language (SPEC §9), in the platform's names ("deAt"). */
  language: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** SPEC §9's languages as the platform names them (the app's `de-AT` is `deAt` here). */
export const LANGUAGE_NAMES = ['en', 'nl', 'cy', 'fr', 'deAt', 'de', 'es'] as const;
export type LanguageName = (typeof LANGUAGE_NAMES)[number];
export const languageNameSchema = z.enum(LANGUAGE_NAMES);

/** POST /persons/{id}: the one thing a person changes on their own record, their language. */
export const personLanguageInputSchema = z.object({ language: languageNameSchema });
export type PersonLanguageInput = z.infer<typeof personLanguageInputSchema>;
export const profileListSchema = listOf(profileSchema);

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const MOBILE_DOCUMENT_TYPES = [
  'identity',
  'drivingLicence',
  'certificate',
  'workPermit',
  'other',
] as const;
export type MobileDocumentType = (typeof MOBILE_DOCUMENT_TYPES)[number];

export const MOBILE_DOCUMENT_STATUSES = ['approved', 'awaitingApproval', 'rejected'] as const;
export type MobileDocumentStatus = (typeof MOBILE_DOCUMENT_STATUSES)[number];

export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The "data" part of a document upload; the file goes in the "file" part. */
export const mobileDocumentInputSchema = z.object({
  name: text(200).trim().min(1),
  type: z.enum(MOBILE_DOCUMENT_TYPES),
  /** The file's own name (the multipart part is always called "file"). */
  fileName: text(200).trim().min(1).optional(),
});
export type MobileDocumentInput = z.infer<typeof mobileDocumentInputSchema>;

export const mobileDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  type: z.enum(MOBILE_DOCUMENT_TYPES),
  date: isoDate,
  status: z.enum(MOBILE_DOCUMENT_STATUSES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type MobileDocument = z.infer<typeof mobileDocumentSchema>;
export const mobileDocumentListSchema = listOf(mobileDocumentSchema);

export const calendarSubscriptionInputSchema = z.object({
  name: text(100).trim().min(1),
});
export type CalendarSubscriptionInput = z.infer<typeof calendarSubscriptionInputSchema>;

export const calendarSubscriptionRefreshSchema = z.object({ id: entityId });

export const calendarSubscriptionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  /** The secret iCal feed address; null until the server has made the subscription. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
export const calendarSubscriptionListSchema = listOf(calendarSubscriptionSchema);

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: text(200).min(1), auth: text(100).min(1) }),
  deviceLabel: text(100).trim().min(1),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  endpoint: z.string(),
  deviceLabel: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionRow = z.infer<typeof pushSubscriptionSchema>;
export const pushSubscriptionListSchema = listOf(pushSubscriptionSchema);

export const vapidKeySchema = z.object({ publicKey: z.string().min(20) });

/** What a push message carries (server → service worker). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** App path opened on click, e.g. /jobs/12. */
  url: z.string().startsWith('/'),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
