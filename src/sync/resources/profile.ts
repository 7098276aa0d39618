import {
  fetchCalendarSubscriptions,
  fetchMobileDocuments,
  fetchProfile,
  fetchPushSubscriptions,
} from '../../api/profile';
import {
  calendarSubscriptionSchema,
  mobileDocumentSchema,
  profileSchema,
  pushSubscriptionSchema,
} from '../../api/schemas/profile';
import { defineArea } from './types';
import { personalWith } from './who';

// SPEC §2: /profile needs persons READ.
const withPersons = personalWith('persons');

/** Profile, calendar and push subscriptions, mobile documents (issue 4). */
export const profileArea = defineArea({
  tables: {
    profile: profileSchema,
    calendarSubscriptions: calendarSubscriptionSchema,
    pushSubscriptions: pushSubscriptionSchema,
    mobileDocuments: mobileDocumentSchema,
  },
  pulls: [
    {
      name: 'profile',
      table: 'profile',
      appliesTo: withPersons,
      fetch: (c) => fetchProfile(c.token, c.payload.loginData.personId ?? 0),
    },
    {
      name: 'calendarSubscriptions',
      table: 'calendarSubscriptions',
      appliesTo: withPersons,
      fetch: (c) => fetchCalendarSubscriptions(c.token),
    },
    {
      name: 'pushSubscriptions',
      table: 'pushSubscriptions',
      appliesTo: withPersons,
      fetch: (c) => fetchPushSubscriptions(c.token),
    },
    {
      name: 'mobileDocuments',
      table: 'mobileDocuments',
      appliesTo: personalWith('mobileDocuments'),
      fetch: (c) => fetchMobileDocuments(c.token),
    },
  ],
  outboxKinds: [
    'mobileDocument.upload',
    'profilePicture.upload',
    'profile.language',
    'calendarSubscription.create',
    'calendarSubscription.refresh',
    'calendarSubscriptions.delete',
    'pushSubscription.create',
    'pushSubscriptions.delete',
  ],
});
