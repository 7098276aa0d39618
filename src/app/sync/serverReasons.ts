import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  HOURS_AFTER_SIGNING,
  HOURS_MISSING,
  HOURS_MISSING_ON_CONFIRM,
} from '../../api/schemas/hoursRules';

/**
 * The reference server's refusals a change can come back with (server/http/errors.ts
 * `{code, message}`), in the person's words. By code where a code has one meaning; by the
 * message where a code is shared (`not_found`, `forbidden`, `wrong_step`...), which also
 * reads records stored before the code was kept. Anything else is shown as the server said.
 */
export const REASON_BY_CODE: Record<string, MessageDescriptor> = {
  version_conflict: msg`This was changed by someone else in the meantime`,
  exists: msg`This form was already started on another device`,
  already_sent: msg`This form was already sent`,
  already_declined: msg`This payroll item was already declined`,
  payroll_paid: msg`This payroll is paid: contact the accountant`,
  not_to_confirm: msg`This job does not wait for a confirmation`,
  // Sent again it is refused again: the person must know the way out (discard, correct).
  figure_exists: msg`This day already has this figure on the server: discard this change and correct the day instead`,
  invoice_final: msg`A paid or cancelled invoice cannot be changed`,
  invalid_answers: msg`Some answers are missing or invalid`,
  unknown_member: msg`A member is not on this crew`,
  unsupported_type: msg`This kind of file is not accepted`,
  payload_too_large: msg`This is too large to send`,
  unauthorized: msg`Log in again: the session is missing or has expired`,
  hours_missing: msg`Enter the hours of every member before confirming`,
  note_signed: msg`The client signed the delivery note: its hours can no longer change`,
  day_not_begun: msg`The first day of this crew item has not begun yet: a no-show or rating can be given from then on`,
};

export const REASON_BY_MESSAGE: Record<string, MessageDescriptor> = {
  'This was changed by someone else in the meantime': REASON_BY_CODE.version_conflict!,
  'This form was already started on another device': REASON_BY_CODE.exists!,
  'This form was already sent': REASON_BY_CODE.already_sent!,
  'This payroll item was already declined': REASON_BY_CODE.already_declined!,
  'This payroll is paid: contact the accountant': REASON_BY_CODE.payroll_paid!,
  'This job does not wait for a confirmation': REASON_BY_CODE.not_to_confirm!,
  'This day already has a figure of this kind': REASON_BY_CODE.figure_exists!,
  'The sign-off was already confirmed': msg`The sign-off was already confirmed`,
  'The crew chief sheet was already released': msg`The crew chief sheet was already released`,
  'The delivery note was not signed yet': msg`The delivery note was not signed yet`,
  'This vacancy is no longer open': msg`This vacancy is no longer open`,
  'This crew item is no longer open': msg`This crew item is no longer open`,
  'Only a booked crew member can be rated': msg`Only a booked crew member can be rated`,
  'Only the crew chief of this crew can do this': msg`Only the crew chief of this crew can do this`,
  'You do not have the right to use this': msg`You do not have the right to use this`,
  'Your login type cannot use this': msg`Your login type cannot use this`,
  'Guests cannot use this': msg`Guests cannot use this`,
  'The request has invalid fields': msg`The server found invalid fields in this change`,
  'Blocked date not found': msg`This blocked date no longer exists on the server`,
  'Vacation request not found': msg`This vacation request no longer exists on the server`,
  [HOURS_MISSING]: msg`Enter the hours of every member on the sign-off before releasing the delivery note`,
  [HOURS_MISSING_ON_CONFIRM]: REASON_BY_CODE.hours_missing!,
  [HOURS_AFTER_SIGNING]: REASON_BY_CODE.note_signed!,
};
