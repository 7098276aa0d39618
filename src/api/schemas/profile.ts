import * as v from 'valibot';
import { entityId, isoDate, listOf, text, int, versioned } from './common';

/** The person's own profile (SPEC §3): read-only personal data plus the picture's state. */
export const profileSchema = v.object({
  /** The person id. */
  ...versioned.entries,
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  birthday: v.nullable(isoDate),
  /** IANA name, kept by the office (changes go through the accountant). */
  timezone: v.string(),
  /** The approved picture, if any. */
  pictureId: v.nullable(int),
  /** A new picture waiting for approval (SPEC §4); negative while only on this device. */
  pendingPictureId: v.nullable(int),
  /** The person's own language (SPEC §9), in the platform's names ("deAt"). */
  language: v.string(),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** SPEC §9's languages as the platform names them (the app's `de-AT` is `deAt` here). */
export const LANGUAGE_NAMES = ['en', 'nl', 'cy', 'fr', 'deAt', 'de', 'es'] as const;
export type LanguageName = (typeof LANGUAGE_NAMES)[number];
export const languageNameSchema = v.picklist(LANGUAGE_NAMES);

/** POST /persons/{id}: the one thing a person changes on their own record, their language. */
export const personLanguageInputSchema = v.object({ language: languageNameSchema });
export type PersonLanguageInput = v.InferOutput<typeof personLanguageInputSchema>;
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
export const mobileDocumentInputSchema = v.object({
  name: v.pipe(text(200), v.trim(), v.minLength(1)),
  type: v.picklist(MOBILE_DOCUMENT_TYPES),
  /** The file's own name (the multipart part is always called "file"). */
  fileName: v.optional(v.pipe(text(200), v.trim(), v.minLength(1))),
});
export type MobileDocumentInput = v.InferOutput<typeof mobileDocumentInputSchema>;

export const mobileDocumentSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  type: v.picklist(MOBILE_DOCUMENT_TYPES),
  date: isoDate,
  status: v.picklist(MOBILE_DOCUMENT_STATUSES),
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(int, v.minValue(0)),
});
export type MobileDocument = v.InferOutput<typeof mobileDocumentSchema>;
export const mobileDocumentListSchema = listOf(mobileDocumentSchema);

export const calendarSubscriptionInputSchema = v.object({
  name: v.pipe(text(100), v.trim(), v.minLength(1)),
});
export type CalendarSubscriptionInput = v.InferOutput<typeof calendarSubscriptionInputSchema>;

export const calendarSubscriptionRefreshSchema = v.object({ id: entityId });

export const calendarSubscriptionSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  /** The secret iCal feed address; null until the server has made the subscription. */
  url: v.nullable(v.string()),
  createdAt: v.string(),
});
export type CalendarSubscription = v.InferOutput<typeof calendarSubscriptionSchema>;
export const calendarSubscriptionListSchema = listOf(calendarSubscriptionSchema);

/**
 * An http(s) address written out with "//": "http:example.com" parses as a URL too. Checked on
 * the trimmed value, as URL parsing trims; tabs and line breaks, which URL parsing drops, are
 * dropped from the value too, so what is stored is the address the server will call.
 */
const HTTP_URL = /^https?:\/\//i;
const TAB_OR_LINE_BREAK = /[\t\n\r]/g;

export const pushSubscriptionInputSchema = v.object({
  endpoint: v.pipe(
    v.string(),
    v.trim(),
    v.url(),
    v.check((value) => HTTP_URL.test(value), 'expected an http or https URL'),
    v.transform((value) => value.replace(TAB_OR_LINE_BREAK, '')),
    v.maxLength(2000),
  ),
  keys: v.object({
    p256dh: v.pipe(text(200), v.minLength(1)),
    auth: v.pipe(text(100), v.minLength(1)),
  }),
  deviceLabel: v.pipe(text(100), v.trim(), v.minLength(1)),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = v.object({
  ...versioned.entries,
  endpoint: v.string(),
  deviceLabel: v.string(),
  createdAt: v.string(),
});
export type PushSubscriptionRow = v.InferOutput<typeof pushSubscriptionSchema>;
export const pushSubscriptionListSchema = listOf(pushSubscriptionSchema);

export const vapidKeySchema = v.object({ publicKey: v.pipe(v.string(), v.minLength(20)) });

/** What a push message carries (server → service worker). */
export const pushPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** App path opened on click, e.g. /jobs/12. */
  url: v.pipe(v.string(), v.startsWith('/')),
  tag: v.optional(v.string()),
});
export type PushPayload = v.InferOutput<typeof pushPayloadSchema>;
