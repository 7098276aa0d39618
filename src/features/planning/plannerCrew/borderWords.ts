import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Border, BorderReason } from '../../../db/db';
import { formatDate } from '../../../lib/dates';

/** The border's name, said in words beside its colour (never colour alone). */
export const BORDER_NAMES: Record<Border, MessageDescriptor> = {
  none: msg`No border`,
  red: msg`Red border`,
  yellow: msg`Yellow border`,
};

/** What each border means, for the legend (the rules: api/schemas/crewBorderRules.ts). */
export const BORDER_MEANINGS: Record<Border, MessageDescriptor> = {
  none: msg`Nothing stands in the way of planning this person.`,
  red: msg`Do not plan as is: a document has expired, or a double booking in the coming week.`,
  yellow: msg`Plan with care: a document expires within 30 days, or a vacation is requested.`,
};

/** One reason the server gave for a border, as a sentence. */
export function reasonWords(reason: BorderReason): MessageDescriptor {
  switch (reason.code) {
    case 'documentExpired': {
      const { document } = reason;
      const date = formatDate(reason.date);
      return msg`${document} expired on ${date}.`;
    }
    case 'documentExpiring': {
      const { document } = reason;
      const date = formatDate(reason.date);
      return msg`${document} expires on ${date}.`;
    }
    case 'hardCollision': {
      const date = formatDate(reason.date);
      return msg`Booked twice, or booked during a vacation, on ${date}.`;
    }
    case 'vacationRequested': {
      const from = formatDate(reason.from);
      const to = formatDate(reason.to);
      return msg`Vacation requested from ${from} to ${to}.`;
    }
  }
}
