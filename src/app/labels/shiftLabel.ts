import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shift names the platform uses (api/schemas/shiftOrder.ts), in the person's words. */
const SHIFTS: Record<string, MessageDescriptor> = {
  morning: msg({ message: 'morning', comment: 'A shift of a security check' }),
  afternoon: msg({ message: 'afternoon', comment: 'A shift of a security check' }),
  evening: msg({ message: 'evening', comment: 'A shift of a security check' }),
  night: msg({ message: 'night', comment: 'A shift of a security check' }),
};

/**
 * A security check's shift as a person reads it: a known name in their language, any other
 * name (the tenant's own) as the server gave it. Shared by the crew page, the security check
 * and the outbox, so a shift reads the same everywhere.
 */
export function shiftLabel(shift: string, i18n: I18n): string {
  const key = shift.trim().toLowerCase();
  return Object.hasOwn(SHIFTS, key) ? i18n._(SHIFTS[key]!) : shift;
}
