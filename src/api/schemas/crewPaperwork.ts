import { z } from 'zod';
import { entityId, hhmm, isoDate, text } from './common';
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
export const paperworkLineSchema = z.object({
  crewItemId: z.number().int(),
  name: z.string(),
  functionName: z.string(),
  startTime: hhmm,
  endTime: hhmm,
  /** Planned hours of the shift (over midnight counts on). */
  hours: z.number().nonnegative(),
  phone: z.string().nullable().default(null),
});
export type PaperworkLine = z.infer<typeof paperworkLineSchema>;

/** A member on the delivery note: `hours` are the hours the chief confirmed on the sign-off. */
export const deliveryNoteLineSchema = paperworkLineSchema.extend({
  /** Charged hours from the sign-off; null while none are known (no check-out, not entered). */
  hours: z.number().nonnegative().nullable(),
});
export type DeliveryNoteLine = z.infer<typeof deliveryNoteLineSchema>;

export const deliveryNoteSchema = z.object({
  /** The crew id. */
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  crewName: z.string(),
  projectNumber: z.string(),
  projectName: z.string(),
  client: z.string(),
  date: isoDate,
  locationName: z.string().nullable(),
  lines: z.array(deliveryNoteLineSchema),
  /** The sum of the lines' hours (lines without hours add nothing and block the release). */
  totalHours: z.number().nonnegative(),
  status: z.enum(DELIVERY_NOTE_STATUSES),
  /** Hours changed after the note was released: it is open again and must be released again. */
  releaseAgain: z.boolean().default(false),
  releasedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;

/** Only PNG data URLs: that is what the signature pad gives and what the PDF embeds. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const MAX_SIGNATURE_CHARS = 700_000;

/** POST /projectCrews/{id}/deliveryNote/signed. */
export const deliveryNoteSignInputSchema = z.object({
  signerName: text(120).trim().min(1, 'Enter the name of the person who signs'),
  signature: text(MAX_SIGNATURE_CHARS, 'The signature image is too large').startsWith(
    SIGNATURE_PREFIX,
    'The signature must be a PNG image',
  ),
});
export type DeliveryNoteSignInput = z.infer<typeof deliveryNoteSignInputSchema>;

export const CREW_CHIEF_SHEET_STATUSES = ['open', 'released'] as const;

export const crewChiefSheetSchema = z.object({
  /** The crew id. */
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  crewName: z.string(),
  projectNumber: z.string(),
  projectName: z.string(),
  date: isoDate,
  lines: z.array(paperworkLineSchema),
  status: z.enum(CREW_CHIEF_SHEET_STATUSES),
  releasedAt: z.string().nullable(),
});
export type CrewChiefSheet = z.infer<typeof crewChiefSheetSchema>;

export const SIGN_OFF_STATUSES = ['open', 'confirmed'] as const;
export type SignOffStatus = (typeof SIGN_OFF_STATUSES)[number];

/**
 * Hours the chief typed (hoursRules.ts): a number (or numeric text) 0–24 in quarter hours,
 * with a clear message otherwise; never clamped.
 */
export const shiftHours = z.unknown().transform((value, ctx) => {
  const problem = hoursEntryProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: HOURS_ENTRY_MESSAGES[problem] });
    return z.NEVER;
  }
  return Number(value);
});

/** Why the chief's hours differ from the proposal (required then; hoursRules.reasonNeeded). */
export const hoursReason = text(HOURS_REASON_MAX, `At most ${HOURS_REASON_MAX} characters`).trim();

/**
 * One member's hours on the sign-off: self-contained, so the row needs no other table. It
 * carries what the site records say, so the app proposes with hoursRules.ts as the server does.
 */
export const signOffLineSchema = z.object({
  crewItemId: z.number().int(),
  name: z.string(),
  functionName: z.string(),
  noShow: z.boolean().default(false),
  checkInAt: z.string().nullable().default(null),
  checkOutAt: z.string().nullable().default(null),
  breakMinutes: z.number().int().nonnegative().default(0),
  /** From hoursRules.proposeHours; null when nothing can be proposed (e.g. no check-out). */
  proposedHours: z.number().nonnegative().nullable(),
  /** Set by the chief, else the proposal; null while neither exists. */
  paidHours: z.number().nonnegative().nullable(),
  chargedHours: z.number().nonnegative().nullable(),
  reason: z.string().default(''),
});
export type SignOffLine = z.infer<typeof signOffLineSchema>;

export const signOffSchema = z.object({
  /** The crew id. */
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  crewName: z.string(),
  date: isoDate,
  status: z.enum(SIGN_OFF_STATUSES),
  lines: z.array(signOffLineSchema),
  /** The tenant's rounding step for proposed hours. */
  stepMinutes: z.number().int().positive().default(DEFAULT_HOURS_STEP_MINUTES),
  hoursSetAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type SignOff = z.infer<typeof signOffSchema>;

/** POST /projectCrews/{id}/setProposedPaidChargedHours. */
export const signOffHoursInputSchema = z.object({
  lines: z
    .array(
      z.object({
        crewItemId: entityId,
        paidHours: shiftHours,
        chargedHours: shiftHours,
        reason: hoursReason.default(''),
      }),
    )
    .min(1),
});
export type SignOffHoursInput = z.infer<typeof signOffHoursInputSchema>;
