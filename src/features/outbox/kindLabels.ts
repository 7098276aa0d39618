import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxKind } from '../../sync/resources';

/** A label that names the change by what it holds (its body, as queued). */
type Describe = (body: Record<string, unknown>) => MessageDescriptor;

/**
 * What each kind of change is called on the outbox screen. Keyed by every OutboxKind the
 * areas declare (sync/resources): a kind without a label does not compile.
 */
export const KIND_LABELS: { readonly [K in OutboxKind]: MessageDescriptor | Describe } = {
  // The first day is the part a person recognises the change by.
  'blockDate.create': (body) => {
    const date = typeof body.startDate === 'string' ? body.startDate : '';
    return msg`Block dates from ${date}`;
  },
  'blockDate.delete': msg`Delete a blocked date`,
  'blockDate.update': msg`Change a blocked date`,
  'vacationRequest.create': msg`Request a vacation`,
  'vacationRequest.update': msg`Change a vacation request`,
  'vacationRequest.delete': msg`Delete a vacation request`,
  'job.confirm': msg`Confirm a job`,
  'vacancy.apply': msg`Apply for a vacancy`,
  'vacancy.unapply': msg`Withdraw an application`,
  'payrollItem.decline': msg`Decline a payroll item`,
  'mobileDocument.upload': msg`Upload a document`,
  'profilePicture.upload': msg`Upload a profile picture`,
  'calendarSubscription.create': msg`Create a calendar subscription`,
  'calendarSubscription.refresh': msg`Renew a calendar link`,
  'calendarSubscriptions.delete': msg`Delete a calendar subscription`,
  'pushSubscription.create': msg`Turn on notifications on this device`,
  'pushSubscriptions.delete': msg`Turn off notifications on a device`,
  'formFile.upload': msg`Upload a file for a form`,
  'formResult.create': msg`Save a form`,
  'formResult.update': msg`Save a form`,
  'formResult.send': msg`Send a form`,
  'crewMember.preCall': msg`Pre-call a crew member`,
  'crewMember.checkIn': msg`Check in a crew member`,
  'crewMember.checkOut': msg`Check out a crew member`,
  'crewMember.noShow': msg`Mark a crew member as no-show`,
  'crewMember.rate': msg`Rate a crew member`,
  'crewPhoto.upload': msg`Upload a site photo`,
  'liveLocation.share': msg`Share my live location`,
  'deliveryNote.release': msg`Release the delivery note`,
  'deliveryNote.sign': msg`Sign the delivery note`,
  'deliveryNote.send': msg`Send the signed delivery note`,
  'crewChiefSheet.release': msg`Release the crew chief sheet`,
  'signOff.hours': msg`Set the sign-off hours`,
  'signOff.confirm': msg`Confirm the sign-off`,
  'document.sign': msg`Sign a document`,
  'document.upload': msg`Upload a file for a document`,
};

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(KIND_LABELS, kind);
}
