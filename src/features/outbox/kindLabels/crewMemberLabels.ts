import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChangeFacts } from '../changeFacts';
import type { AreaLabels, Sentence } from './labelTypes';

const range = (f: ChangeFacts, one: Sentence, two: Sentence): MessageDescriptor | null =>
  f.day ? (f.lastDay ? two(f) : one(f)) : null;

/** A crew member's own changes: calendar, jobs, payroll, profile and devices. */
export const CREW_MEMBER_LABELS = {
  'blockDate.create': {
    plain: msg`Block dates`,
    says: (f) =>
      range(
        f,
        ({ day }) => msg`Block ${day}`,
        ({ day, lastDay }) => msg`Block ${day} to ${lastDay}`,
      ),
  },
  'blockDate.update': {
    plain: msg`Change a blocked date`,
    says: (f) =>
      range(
        f,
        ({ day }) => msg`Change the blocked date ${day}`,
        ({ day, lastDay }) => msg`Change the blocked dates ${day} to ${lastDay}`,
      ),
  },
  'blockDate.delete': {
    plain: msg`Delete a blocked date`,
    says: (f) =>
      range(
        f,
        ({ day }) => msg`Delete the blocked date ${day}`,
        ({ day, lastDay }) => msg`Delete the blocked dates ${day} to ${lastDay}`,
      ),
  },
  'vacationRequest.create': {
    plain: msg`Request a vacation`,
    says: (f) =>
      range(
        f,
        ({ day }) => msg`Request a vacation on ${day}`,
        ({ day, lastDay }) => msg`Request a vacation from ${day} to ${lastDay}`,
      ),
  },
  'vacationRequest.update': {
    plain: msg`Change a vacation request`,
    says: (f) =>
      range(
        f,
        ({ day }) => msg`Change the vacation request to ${day}`,
        ({ day, lastDay }) => msg`Change the vacation request to ${day} – ${lastDay}`,
      ),
  },
  'vacationRequest.delete': {
    plain: msg`Delete a vacation request`,
    says: ({ day }) => (day ? msg`Delete the vacation request from ${day}` : null),
  },
  'job.confirm': {
    plain: msg`Confirm a job`,
    says: ({ name, day }) => (name && day ? msg`Confirm ${name} on ${day}` : null),
  },
  'vacancy.apply': {
    plain: msg`Apply for a vacancy`,
    says: ({ name, day }) => (name && day ? msg`Apply for ${name} on ${day}` : null),
  },
  'vacancy.unapply': {
    plain: msg`Withdraw an application`,
    says: ({ name }) => (name ? msg`Withdraw the application for ${name}` : null),
  },
  'payrollItem.decline': {
    plain: msg`Decline a payroll item`,
    says: ({ text }) => (text ? msg`Decline the payroll item “${text}”` : null),
  },
  'mobileDocument.upload': {
    plain: msg`Upload a document`,
    says: ({ name }) => (name ? msg`Upload the document “${name}”` : null),
  },
  'profilePicture.upload': { plain: msg`Upload a profile picture` },
  'profile.language': { plain: msg`Change your language` },
  'calendarSubscription.create': {
    plain: msg`Create a calendar subscription`,
    says: ({ name }) => (name ? msg`Create the calendar link “${name}”` : null),
  },
  'calendarSubscription.refresh': {
    plain: msg`Renew a calendar link`,
    says: ({ name }) => (name ? msg`Renew the calendar link “${name}”` : null),
  },
  'calendarSubscriptions.delete': {
    plain: msg`Delete a calendar subscription`,
    says: ({ name }) => (name ? msg`Delete the calendar link “${name}”` : null),
  },
  'pushSubscription.create': { plain: msg`Turn on notifications on this device` },
  'pushSubscriptions.delete': {
    plain: msg`Turn off notifications on a device`,
    says: ({ name }) => (name ? msg`Turn off notifications on ${name}` : null),
  },
} satisfies AreaLabels;
