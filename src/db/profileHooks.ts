import { useLiveQuery } from 'dexie-react-hooks';
import type {
  CalendarSubscription,
  MobileDocument,
  Profile,
  PushSubscriptionRow,
} from '../api/schemas/profile';
import { db } from './db';
import { useSetting } from './hooks';

/** UI setting keys of the profile screen; settings survive logout (SPEC §4). */
export const MAP_SERVICE_SETTING = 'mapService';
export const TIMEZONE_SETTING = 'timezone';

export const MAP_SERVICES = ['google', 'apple', 'osm'] as const;
export type MapService = (typeof MAP_SERVICES)[number];
export const DEFAULT_MAP_SERVICE: MapService = 'google';

export const isMapService = (v: unknown): v is MapService =>
  typeof v === 'string' && (MAP_SERVICES as readonly string[]).includes(v);

/** The chosen map service for location deep links; the default until one is chosen. */
export function useMapService(): MapService | undefined {
  const value = useSetting(MAP_SERVICE_SETTING);
  if (value === undefined) return undefined;
  return isMapService(value) ? value : DEFAULT_MAP_SERVICE;
}

/**
 * The timezone dates are shown in: this device's choice, else the profile's, else the
 * browser's. Undefined while loading.
 */
export function useDisplayTimezone(): string | undefined {
  const chosen = useSetting(TIMEZONE_SETTING);
  const profile = useProfile();
  if (chosen === undefined || profile === undefined) return undefined;
  return chosen || profile?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The logged-in person's profile (the table holds only theirs); null when absent. */
export function useProfile(): Profile | null | undefined {
  return useLiveQuery(async () => (await db.profile.toCollection().first()) ?? null, []);
}

/** Newest first; rows only on this device (negative ids) lead. */
export function useMobileDocuments(): MobileDocument[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.mobileDocuments.toArray()).sort(
        (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
      ),
    [],
  );
}

export function useCalendarSubscriptions(): CalendarSubscription[] | undefined {
  return useLiveQuery(async () => (await db.calendarSubscriptions.toArray()).sort(byId), []);
}

export function usePushSubscriptions(): PushSubscriptionRow[] | undefined {
  return useLiveQuery(async () => (await db.pushSubscriptions.toArray()).sort(byId), []);
}

/** Server rows in creation order; local (negative) ids after them, newest last. */
function byId(a: { id: number }, b: { id: number }): number {
  if (a.id < 0 !== b.id < 0) return a.id < 0 ? 1 : -1;
  return Math.abs(a.id) - Math.abs(b.id);
}

export type { CalendarSubscription, MobileDocument, Profile, PushSubscriptionRow };
