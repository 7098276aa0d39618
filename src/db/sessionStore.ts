import { db, KEPT_ON_LOGOUT, type SessionRow, type TenantRow } from './db';

export async function readSession(): Promise<SessionRow | null> {
  return (await db.session.get('current')) ?? null;
}

export async function writeSession(row: Omit<SessionRow, 'key'>): Promise<void> {
  await db.session.put({ key: 'current', ...row });
}

/** Logout and failed refresh: every personal table goes; settings and tenant stay. */
export async function clearPersonalData(): Promise<void> {
  const personal = db.tables.filter((t) => !KEPT_ON_LOGOUT.has(t.name));
  await db.transaction('rw', personal, async () => {
    await Promise.all(personal.map((t) => t.clear()));
  });
}

export async function readTenant(): Promise<TenantRow | null> {
  return (await db.tenant.get('current')) ?? null;
}

export async function writeTenant(row: Omit<TenantRow, 'key'>): Promise<void> {
  await db.tenant.put({ key: 'current', ...row });
}

export async function readSetting(key: string): Promise<string | null> {
  return (await db.settings.get(key))?.value ?? null;
}

export async function writeSetting(key: string, value: string): Promise<void> {
  await db.settings.put({ key, value });
}

export async function deleteSetting(key: string): Promise<void> {
  await db.settings.delete(key);
}

/** The stored profile's language (the person's own, SPEC §9), for the first paint. */
export async function readProfileLanguage(): Promise<string | null> {
  return (await db.profile.toCollection().first())?.language ?? null;
}
