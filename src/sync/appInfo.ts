import { fetchAppVersion, fetchStatus } from '../api/session';

export type AppInfo = {
  appVersion: string | null;
  builtAt: string | null;
  apiVersion: string | null;
  apiReachable: boolean;
};

/** What /version shows: this build, and whether (and which) API answers. */
export async function loadAppInfo(): Promise<AppInfo> {
  const [app, status] = await Promise.all([fetchAppVersion(), fetchStatus().catch(() => null)]);
  return {
    appVersion: app?.version ?? null,
    builtAt: app?.builtAt ?? null,
    apiVersion: status?.version ?? null,
    apiReachable: status !== null,
  };
}
