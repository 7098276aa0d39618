import type { GeoFix } from '../../sync/actions/crews';

/**
 * One GPS fix for a site event, when the browser permits it: a short timeout, and a cached
 * fix up to a minute old is fine, so a check-in on site never waits long. Null otherwise.
 */
export function currentFix(timeoutMs = 3000): Promise<GeoFix | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** `crewhub:crew-item:<id>` on a member's job detail → the crew item id, else null. */
export function crewItemIdOfQr(text: string): number | null {
  const match = /^crewhub:crew-item:(\d+)$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}
