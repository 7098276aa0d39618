import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxRecord } from '../../db/db';
import type { MessageDescriptor } from '@lingui/core';

const STATE_LABELS: Record<OutboxRecord['state'], MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sending: msg`Sending`,
  failed: msg`Not accepted`,
  conflict: msg`Conflict`,
  done: msg`Sent`,
};

export function stateLabel(record: OutboxRecord, i18n: I18n): string {
  return i18n._(STATE_LABELS[record.state]);
}

/** What each kind of change is called on the outbox screen. */
const KIND_LABELS: Record<string, MessageDescriptor> = {
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

/** A sentence naming the change, for the outbox list. */
export function describeRecord(record: OutboxRecord, i18n: I18n): string {
  const body = (record.body ?? {}) as Record<string, unknown>;
  const date = typeof body.startDate === 'string' ? body.startDate : '';
  if (record.kind === 'blockDate.create') return i18n._(msg`Block dates from ${date}`);
  const label = KIND_LABELS[record.kind];
  return label ? i18n._(label) : i18n._(msg`Change ${record.kind}`);
}
