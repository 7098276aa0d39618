import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxKind } from '../../sync/resources';
import type { ChangeFacts } from './changeFacts';

/** A sentence naming the change by what it holds, or null when the facts it needs are unknown. */
type Sentence = (f: ChangeFacts) => MessageDescriptor | null;

type Label = {
  /** Said when the facts are not known (e.g. a change queued by an older build). */
  plain: MessageDescriptor;
  says?: Sentence;
};

const range = (f: ChangeFacts, one: Sentence, two: Sentence): MessageDescriptor | null =>
  f.day ? (f.lastDay ? two(f) : one(f)) : null;

/** A form by its title; a security check by its title, day and shift. */
const saveForm: Sentence = ({ name, day, shift }) =>
  name
    ? day && shift
      ? msg`Save “${name}”, ${day}, ${shift}`
      : msg`Save the form “${name}”`
    : null;

/**
 * A plus crew's day figure by which it is: a day's turnover and hours are two changes, which
 * read as one twice without it. Changes queued before it was noted say "the figure".
 */
const figure = (
  f: ChangeFacts,
  says: { turnover: Sentence; hours: Sentence; either: Sentence },
): MessageDescriptor | null => (f.day ? says[f.figure || 'either'](f) : null);

/**
 * What each kind of change is called on the outbox screen and the conflict sheet: in words,
 * with the name, day and time a person recognises it by ("Checked in Sam Crew at 08:02").
 * Keyed by every OutboxKind the areas declare (sync/resources): a kind without a label does
 * not compile.
 */
export const KIND_LABELS: { readonly [K in OutboxKind]: Label } = {
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
  'formFile.upload': {
    plain: msg`Upload a file for a form`,
    says: ({ text }) => (text ? msg`Upload ${text} for a form` : null),
  },
  'formResult.create': { plain: msg`Save a form`, says: (f) => saveForm(f) },
  'formResult.update': { plain: msg`Save a form`, says: (f) => saveForm(f) },
  'formResult.send': {
    plain: msg`Send a form`,
    says: ({ name, day, shift }) =>
      name
        ? day && shift
          ? msg`Send “${name}”, ${day}, ${shift}`
          : msg`Send the form “${name}”`
        : null,
  },
  'crewMember.preCall': {
    plain: msg`Pre-call a crew member`,
    says: ({ name, time }) => (name && time ? msg`Pre-called ${name} at ${time}` : null),
  },
  'crewMember.checkIn': {
    plain: msg`Check in a crew member`,
    says: ({ name, time }) => (name && time ? msg`Checked in ${name} at ${time}` : null),
  },
  'crewMember.checkOut': {
    plain: msg`Check out a crew member`,
    says: ({ name, time }) => (name && time ? msg`Checked out ${name} at ${time}` : null),
  },
  'crewMember.noShow': {
    plain: msg`Mark a crew member as no-show`,
    says: ({ name, time }) => (name && time ? msg`Marked ${name} as no-show at ${time}` : null),
  },
  'project.copy': { plain: msg`Copy a project` },
  'projectVacancy.offer': {
    plain: msg`Offer a vacancy to crew`,
    says: ({ name }) => (name ? msg`Offer a vacancy at ${name} to crew` : null),
  },
  'crewMember.rate': {
    plain: msg`Rate a crew member`,
    says: ({ name, value }) => (name && value ? msg`Rated ${name} ${value} of 5` : null),
  },
  'crewPhoto.upload': {
    plain: msg`Upload a site photo`,
    says: ({ text }) => (text ? msg`Upload the site photo ${text}` : null),
  },
  'liveLocation.share': { plain: msg`Share my live location` },
  'deliveryNote.release': { plain: msg`Release the delivery note` },
  'deliveryNote.sign': {
    plain: msg`Sign the delivery note`,
    says: ({ text }) => (text ? msg`Delivery note signed by ${text}` : null),
  },
  'deliveryNote.send': { plain: msg`Send the signed delivery note` },
  'crewChiefSheet.release': { plain: msg`Release the crew chief sheet` },
  'signOff.hours': { plain: msg`Set the sign-off hours` },
  'signOff.confirm': { plain: msg`Confirm the sign-off` },
  'document.sign': {
    plain: msg`Sign a document`,
    says: ({ name }) => (name ? msg`Sign “${name}”` : null),
  },
  'document.upload': {
    plain: msg`Upload a file for a document`,
    says: ({ name, text }) => (name && text ? msg`Upload ${text} for “${name}”` : null),
  },
  'crewItem.create': {
    plain: msg`Add a crew item`,
    says: ({ name, day }) => (name && day ? msg`Add a crew item ${name} on ${day}` : null),
  },
  'crewItem.update': {
    plain: msg`Change a crew item`,
    says: ({ name }) => (name ? msg`Change the crew item ${name}` : null),
  },
  'crewItem.activate': {
    plain: msg`Book a person on a crew item`,
    says: ({ name }) => (name ? msg`Book a person as ${name}` : null),
  },
  'crewItem.notNeeded': {
    plain: msg`Mark a crew item as not needed`,
    says: ({ name }) => (name ? msg`Mark ${name} as not needed` : null),
  },
  'crewItem.reactivate': {
    plain: msg`Reactivate a crew item`,
    says: ({ name }) => (name ? msg`Reactivate ${name}` : null),
  },
  'crewItem.noShow': {
    plain: msg`Mark a booked person as no-show`,
    says: ({ name }) => (name ? msg`Mark ${name} as no-show` : null),
  },
  'crewItem.rate': {
    plain: msg`Rate a booked person`,
    says: ({ name, value }) => (name && value ? msg`Rated ${name} ${value} of 5` : null),
  },
  'project.todo': {
    plain: msg`Add a project to-do`,
    says: ({ text }) => (text ? msg`Add the to-do “${text}”` : null),
  },
  'project.logo': { plain: msg`Upload the project logo` },
  'project.create': {
    plain: msg`Create a project`,
    says: ({ name }) => (name ? msg`Create the project “${name}”` : null),
  },
  'todo.create': {
    plain: msg`Add a to-do`,
    says: ({ text }) => (text ? msg`Add the to-do “${text}”` : null),
  },
  'todo.done': {
    plain: msg`Mark a to-do as done`,
    says: ({ text }) => (text ? msg`Mark the to-do “${text}” as done` : null),
  },
  'todo.reopen': {
    plain: msg`Open a to-do again`,
    says: ({ text }) => (text ? msg`Open the to-do “${text}” again` : null),
  },
  'todo.reassign': {
    plain: msg`Give a to-do to another planner`,
    says: ({ text }) => (text ? msg`Give the to-do “${text}” to another planner` : null),
  },
  'pCrew.create': {
    plain: msg`Create a crew`,
    says: ({ name }) => (name ? msg`Create the crew “${name}”` : null),
  },
  'crewMembership.add': {
    plain: msg`Add a member to a crew`,
    says: ({ name }) => (name ? msg`Add ${name} to the crew` : null),
  },
  'crewMembership.remove': {
    plain: msg`Remove a member from a crew`,
    says: ({ name }) => (name ? msg`Remove ${name} from the crew` : null),
  },
  'receipt.create': {
    plain: msg`Create a receipt`,
    says: ({ text }) => (text ? msg`Create the receipt “${text}”` : null),
  },
  'receipt.copy': {
    plain: msg`Copy a receipt`,
    says: ({ text }) => (text ? msg`Copy the receipt “${text}”` : null),
  },
  'receipt.delete': {
    plain: msg`Delete a receipt`,
    says: ({ text }) => (text ? msg`Delete the receipt “${text}”` : null),
  },
  'receiptItem.add': {
    plain: msg`Add a line to a receipt`,
    says: ({ text }) => (text ? msg`Add the line “${text}” to a receipt` : null),
  },
  'receiptItem.delete': {
    plain: msg`Delete a line of a receipt`,
    says: ({ text }) => (text ? msg`Delete the line “${text}” of a receipt` : null),
  },
  'receiptPhoto.upload': {
    plain: msg`Attach a photo to a receipt`,
    says: ({ text }) => (text ? msg`Attach the photo “${text}” to a receipt` : null),
  },
  'plusCrewFigure.add': {
    plain: msg`Add a day's figure of a plus crew`,
    says: (f) =>
      figure(f, {
        turnover: ({ day }) => msg`Add the turnover of ${day}`,
        hours: ({ day }) => msg`Add the staff hours of ${day}`,
        either: ({ day }) => msg`Add the plus crew's figure of ${day}`,
      }),
  },
  'plusCrewFigure.correct': {
    plain: msg`Correct a day's figure of a plus crew`,
    says: (f) =>
      figure(f, {
        turnover: ({ day }) => msg`Correct the turnover of ${day}`,
        hours: ({ day }) => msg`Correct the staff hours of ${day}`,
        either: ({ day }) => msg`Correct the plus crew's figure of ${day}`,
      }),
  },
  'plusCrewFigure.delete': {
    plain: msg`Delete a day's figure of a plus crew`,
    says: (f) =>
      figure(f, {
        turnover: ({ day }) => msg`Delete the turnover of ${day}`,
        hours: ({ day }) => msg`Delete the staff hours of ${day}`,
        either: ({ day }) => msg`Delete the plus crew's figure of ${day}`,
      }),
  },
  'plusCrewValue.settings': { plain: msg`Change a plus crew's settings` },
  'mail.read': { plain: msg`Mark an e-mail as read` },
  'mail.unread': { plain: msg`Mark an e-mail as unread` },
  'mail.unsubscribe': { plain: msg`Unsubscribe from a sender` },
  'invoice.create': {
    plain: msg`Create an invoice`,
    says: ({ text }) => (text ? msg`Create the invoice “${text}”` : null),
  },
  'invoice.edit': {
    plain: msg`Change an invoice`,
    says: ({ text }) => (text ? msg`Change the invoice “${text}”` : null),
  },
};

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(KIND_LABELS, kind);
}
