import { LIST_QUERY, request } from './client';
import {
  calendarSubscriptionListSchema,
  mobileDocumentListSchema,
  profileSchema,
  pushSubscriptionListSchema,
  vapidKeySchema,
} from './schemas/profile';

/** The person's own profile, as a one-row list for the pull engine. */
export async function fetchProfile(token: string, personId: number) {
  const profile = await request(profileSchema, `/persons/${personId}`, { token });
  return { items: [profile], total: 1 };
}

export const fetchMobileDocuments = (token: string) =>
  request(mobileDocumentListSchema, '/mobileDocuments', { token, query: { ...LIST_QUERY } });

export const fetchCalendarSubscriptions = (token: string) =>
  request(calendarSubscriptionListSchema, '/publicCalendarSubscriptions', {
    token,
    query: { ...LIST_QUERY },
  });

export const fetchPushSubscriptions = (token: string) =>
  request(pushSubscriptionListSchema, '/pushSubscriptions', { token, query: { ...LIST_QUERY } });

/** The server's VAPID public key (base64url), for PushManager.subscribe. */
export async function fetchVapidPublicKey(token: string): Promise<string> {
  return (await request(vapidKeySchema, '/push/vapidPublicKey', { token })).publicKey;
}
