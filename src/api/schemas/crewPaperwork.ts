import * as v from 'valibot';
import { entityId, hhmm, isoDate, text, int, versioned } from './common';
import {
  DEFAULT_HOURS_STEP_MINUTES,
  HOURS_ENTRY_MESSAGES,
  HOURS_REASON_MAX,
  hoursEntryProblem,
} from './hoursRules';

/*
 * The crew chief's paperwork (issue 5, SPEC §4 and §7): delivery note, crew chief sheet and
 * sign-off of a crew. Each crew has exactly one of each, so the row's id IS the crew id: the
 * app addresses them without a lookup, offline too.
 */

/** SPEC §4: release (marks as downloaded), then signed, then send. */
export const DELIVERY_NOTE_STATUSES = ['open', 'released', 'signed', 'sent'] as const;
export type DeliveryNoteStatus = (typeof DELIVERY_NOTE_STATUSES)[number];

/** One member on the delivery note or the crew chief sheet. */
/** Hours as a number of 0 or more (a row's hours, not the chief's entry: see shiftHours). */
const hoursValue = v.pipe(v.number(), v.finite(), v.minValue(0));

export const paperworkLineSchema = v.object({
  crewItemId: int,
  name: v.string(),
  functionName: v.string(),
  startTime: hhmm,
  endTime: hhmm,
  /** Planned hours of the shift (over midnight counts on). */
  hours: hoursValue,
  phone: v.optional(v.nullable(v.string()), null),
});
export type PaperworkLine = v.InferOutput<typeof paperworkLineSchema>;

/** A member on the delivery note: `hours` are the hours the chief confirmed on the sign-off. */
export const deliveryNoteLineSchema = v.object({
  ...paperworkLineSchema.entries,
  /** Charged hours from the sign-off; null while none are known (no check-out, not entered). */
  hours: v.nullable(hoursValue),
});
export type DeliveryNoteLine = v.InferOutput<typeof deliveryNoteLineSchema>;

export const deliveryNoteSchema = v.object({
  /** The crew id. */
  ...versioned.entries,
  crewId: int,
  crewName: v.string(),
  projectNumber: v.string(),
  projectName: v.string(),
  client: v.string(),
  date: isoDate,
  locationName: v.nullable(v.string()),
  lines: v.array(deliveryNoteLineSchema),
  /** The sum of the lines' hours (lines without hours add nothing and block the release). */
  totalHours: hoursValue,
  status: v.picklist(DELIVERY_NOTE_STATUSES),
  /** Hours changed after the note was released: it is open again and must be released again. */
  releaseAgain: v.optional(v.boolean(), false),
  releasedAt: v.nullable(v.string()),
  signedAt: v.nullable(v.string()),
  signerName: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
});
export type DeliveryNote = v.InferOutput<typeof deliveryNoteSchema>;

/** Only PNG data URLs: that is what the signature pad gives and what the PDF embeds. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const MAX_SIGNATURE_CHARS = 700_000;

/** POST /projectCrews/{id}/deliveryNote/signed. */
export const deliveryNoteSignInputSchema = v.object({
  signerName: v.pipe(text(120), v.trim(), v.minLength(1, 'Enter the name of the person who signs')),
  signature: v.pipe(
    text(MAX_SIGNATURE_CHARS, 'The signature image is too large'),
    v.startsWith(SIGNATURE_PREFIX, 'The signature must be a PNG image'),
  ),
});
export type DeliveryNoteSignInput = v.InferOutput<typeof deliveryNoteSignInputSchema>;

export const CREW_CHIEF_SHEET_STATUSES = ['open', 'released'] as const;

export const crewChiefSheetSchema = v.object({
  /** The crew id. */
  ...versioned.entries,
  crewId: int,
  crewName: v.string(),
  projectNumber: v.string(),
  projectName: v.string(),
  date: isoDate,
  lines: v.array(paperworkLineSchema),
  status: v.picklist(CREW_CHIEF_SHEET_STATUSES),
  releasedAt: v.nullable(v.string()),
});
export type CrewChiefSheet = v.InferOutput<typeof crewChiefSheetSchema>;

export const SIGN_OFF_STATUSES = ['open', 'confirmed'] as const;
export type SignOffStatus = (typeof SIGN_OFF_STATUSES)[number];

/**
 * Hours the chief typed (hoursRules.ts): a number (or numeric text) 0–24 in quarter hours,
 * with a clear message otherwise; never clamped.
 *
 * It starts from an optional whose default is a function answering undefined: a missing key
 * then still runs the transform ("Enter the hours"), where a plain `v.unknown()` would have the
 * object refuse the key with valibot's own "Invalid key" message.
 */
export const shiftHours = v.pipe(
  v.optional(v.unknown(), () => undefined),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const problem = hoursEntryProblem(dataset.value);
    if (problem) {
      addIssue({ message: HOURS_ENTRY_MESSAGES[problem] });
      return NEVER;
    }
    return Number(dataset.value);
  }),
);

/** Why the chief's hours differ from the proposal (required then; hoursRules.reasonNeeded). */
export const hoursReason = v.pipe(
  text(HOURS_REASON_MAX, `At most ${HOURS_REASON_MAX} characters`),
  v.trim(),
);

/**
 * One member's hours on the sign-off: self-contained, so the row needs no other table. It
 * carries what the site records say, so the app proposes with hoursRules.ts as the server does.
 */
export const signOffLineSchema = v.object({
  crewItemId: int,
  name: v.string(),
  functionName: v.string(),
  noShow: v.optional(v.boolean(), false),
  checkInAt: v.optional(v.nullable(v.string()), null),
  checkOutAt: v.optional(v.nullable(v.string()), null),
  breakMinutes: v.optional(v.pipe(int, v.minValue(0)), 0),
  /** From hoursRules.proposeHours; null when nothing can be proposed (e.g. no check-out). */
  proposedHours: v.nullable(hoursValue),
  /** Set by the chief, else the proposal; null while neither exists. */
  paidHours: v.nullable(hoursValue),
  chargedHours: v.nullable(hoursValue),
  reason: v.optional(v.string(), ''),
});
export type SignOffLine = v.InferOutput<typeof signOffLineSchema>;

export const signOffSchema = v.object({
  /** The crew id. */
  ...versioned.entries,
  crewId: int,
  crewName: v.string(),
  date: isoDate,
  status: v.picklist(SIGN_OFF_STATUSES),
  lines: v.array(signOffLineSchema),
  /** The tenant's rounding step for proposed hours. */
  stepMinutes: v.optional(v.pipe(int, v.minValue(1)), DEFAULT_HOURS_STEP_MINUTES),
  hoursSetAt: v.nullable(v.string()),
  confirmedAt: v.nullable(v.string()),
});
export type SignOff = v.InferOutput<typeof signOffSchema>;

/** POST /projectCrews/{id}/setProposedPaidChargedHours. */
export const signOffHoursInputSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        crewItemId: entityId,
        paidHours: shiftHours,
        chargedHours: shiftHours,
        reason: v.optional(hoursReason, ''),
      }),
    ),
    v.minLength(1),
  ),
});
export type SignOffHoursInput = v.InferOutput<typeof signOffHoursInputSchema>;
