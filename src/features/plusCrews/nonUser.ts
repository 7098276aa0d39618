import type { GuestMode } from '../../session/guestMode';

/**
 * SPEC §4 "non-user flag": set while a plus-crew login is current. The plus-crew pages read
 * it to speak to the crew rather than to a person with an account (the account note, no
 * settings link), and the dashboard may read it too.
 */
export function isPlusCrewNonUser(session: { status: string; guest?: GuestMode | null }): boolean {
  return session.status === 'authenticated' && session.guest?.kind === 'pluscrew';
}
