import { useEffect, useState } from 'react';

export type GeoPermission = 'granted' | 'denied' | 'prompt' | 'unsupported' | 'unknown';

/** The browser's location permission, kept current when the person changes it. */
export function useGeoPermission(): { state: GeoPermission; request: () => void } {
  const [state, setState] = useState<GeoPermission>('unknown');

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    let status: PermissionStatus | null = null;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => setState('prompt'));
    return () => status?.removeEventListener('change', update);
  }, []);

  const request = () => {
    navigator.geolocation.getCurrentPosition(
      () => setState('granted'),
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'prompt'),
    );
  };
  return { state, request };
}
