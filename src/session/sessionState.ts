import type { Rights, SessionEndCode, TokenPayload } from '../api/schemas/session';
import { guestModeOf, type GuestMode } from './guestMode';
import { normaliseLoginTypes } from './loginTypes';
import type { MenuContext } from './menu';

export type Authenticated = {
  status: 'authenticated';
  token: string;
  payload: TokenPayload;
  rights: Rights;
  mailboxRights: Rights;
  guest: GuestMode | null;
};

/** Nobody is logged in; `ended`: why the last session ended, for the login screen. */
export type Anonymous = { status: 'anonymous'; ended?: SessionEndCode | 'unauthorized' | null };

export type SessionState = { status: 'loading' } | Anonymous | Authenticated;

type Listener = () => void;

let state: SessionState = { status: 'loading' };
const listeners = new Set<Listener>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function authenticated(
  token: string,
  payload: TokenPayload,
  rights: Rights,
  mailboxRights: Rights,
): Authenticated {
  return {
    status: 'authenticated',
    token,
    payload,
    rights,
    mailboxRights,
    guest: guestModeOf(payload),
  };
}

export function menuContextOf(session: Authenticated): MenuContext {
  return {
    loginTypes: normaliseLoginTypes(session.payload.loginData.loginTypes),
    rights: session.rights,
    mailboxRights: session.mailboxRights,
    guest: session.guest,
  };
}
