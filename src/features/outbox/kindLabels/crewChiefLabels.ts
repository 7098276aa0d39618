import { msg } from '@lingui/core/macro';
import type { AreaLabels } from './labelTypes';

/** The crew chief's changes on the job: the crew's check-ins and ratings, site photos, location. */
export const CREW_CHIEF_LABELS = {
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
  'crewMember.rate': {
    plain: msg`Rate a crew member`,
    says: ({ name, value }) => (name && value ? msg`Rated ${name} ${value} of 5` : null),
  },
  'crewPhoto.upload': {
    plain: msg`Upload a site photo`,
    says: ({ text }) => (text ? msg`Upload the site photo ${text}` : null),
  },
  'liveLocation.share': { plain: msg`Share my live location` },
} satisfies AreaLabels;
