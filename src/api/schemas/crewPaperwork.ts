import { z } from 'zod';
import { entityId, hhmm, isoDate, text } from './common';

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
  lines: z.array(paperworkLineSchema),
  totalHours: z.number().nonnegative(),
  status: z.enum(DELIVERY_NOTE_STATUSES),
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

/** Hours in quarter hours, 0–24 (one shift of one member). */
export const shiftHours = z
  .number()
  .min(0, 'Hours cannot be negative')
  .max(24, 'At most 24 hours')
  .refine((n) => Number.isInteger(n * 4), 'Use quarter hours (e.g. 7.25)');

/** One member's hours on the sign-off: self-contained, so the row needs no other table. */
export const signOffLineSchema = z.object({
  crewItemId: z.number().int(),
  name: z.string(),
  functionName: z.string(),
  proposedHours: z.number().nonnegative(),
  paidHours: z.number().nonnegative(),
  chargedHours: z.number().nonnegative(),
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
        proposedHours: shiftHours,
        paidHours: shiftHours,
        chargedHours: shiftHours,
      }),
    )
    .min(1),
});
export type SignOffHoursInput = z.infer<typeof signOffHoursInputSchema>;
