import { db } from './db';

/** Settings key of this installation's id (kept on logout with the other settings). */
export const DEVICE_ID_KEY = 'deviceId';

/**
 * This installation's random id, made on first use. Sent with every outbox write (Device-Id),
 * so a conflict can say "you, on another device" rather than "someone else"; it names a
 * browser profile, not a person, and proves nothing.
 */
export async function deviceId(): Promise<string> {
  const stored = (await db.settings.get(DEVICE_ID_KEY))?.value;
  if (stored) return stored;
  const made = crypto.randomUUID();
  // Two tabs may race here: the first id written wins and both read it back.
  await db.transaction('rw', db.settings, async () => {
    if (!(await db.settings.get(DEVICE_ID_KEY))) {
      await db.settings.put({ key: DEVICE_ID_KEY, value: made });
    }
  });
  return (await db.settings.get(DEVICE_ID_KEY))?.value ?? made;
}
