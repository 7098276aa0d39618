import {
  fetchCalendarSubscriptions,
  fetchMobileDocuments,
  fetchProfile,
  fetchPushSubscriptions,
} from '../../api/profile';
import { hasRight } from '../../session/rights';
import type { PullContext, PullResource } from './registry';

/** A personal (not guest) login holding the right (SPEC §2: /profile needs persons READ). */
const personalWith = (right: string) => (ctx: PullContext) =>
  ctx.payload.type === 'other' &&
  ctx.payload.loginData.personId !== null &&
  hasRight(ctx.rights, right);

/** Profile, calendar and push subscriptions, mobile documents (issue 4, slice D). */
export function profileResources(): PullResource[] {
  const persons = personalWith('persons');
  return [
    {
      name: 'profile',
      table: 'profile',
      appliesTo: persons,
      fetch: (c) => fetchProfile(c.token, c.payload.loginData.personId ?? 0),
    },
    {
      name: 'calendarSubscriptions',
      table: 'calendarSubscriptions',
      appliesTo: persons,
      fetch: (c) => fetchCalendarSubscriptions(c.token),
    },
    {
      name: 'pushSubscriptions',
      table: 'pushSubscriptions',
      appliesTo: persons,
      fetch: (c) => fetchPushSubscriptions(c.token),
    },
    {
      name: 'mobileDocuments',
      table: 'mobileDocuments',
      appliesTo: personalWith('mobileDocuments'),
      fetch: (c) => fetchMobileDocuments(c.token),
    },
  ];
}
