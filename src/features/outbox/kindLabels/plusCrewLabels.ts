import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChangeFacts } from '../changeFacts';
import type { AreaLabels, Sentence } from './labelTypes';

/**
 * A plus crew's day figure by which it is: a day's turnover and hours are two changes, which
 * read as one twice without it. Changes queued before it was noted say "the figure".
 */
const figure = (
  f: ChangeFacts,
  says: { turnover: Sentence; hours: Sentence; either: Sentence },
): MessageDescriptor | null => (f.day ? says[f.figure || 'either'](f) : null);

/** A plus crew's day figures and settings. */
export const PLUS_CREW_LABELS = {
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
} satisfies AreaLabels;
