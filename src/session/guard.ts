import type { TokenPayload } from '../api/schemas/session';
import { guestHome, guestModeOf, isAllowedForGuest } from './guestMode';

export type GuardInput = {
  path: string;
  /** The raw query string, with or without its leading "?". */
  search: string;
  /** The decoded payload of a valid token, or null when nobody is logged in. */
  payload: TokenPayload | null;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; search: Record<string, string> }
  | { kind: 'redirect'; to: string };

/** SPEC §5: login names in the query go along to /login, in this order of precedence. */
const LOGIN_NAME_PARAMS = ['PID', 'PCID', 'login'] as const;

export function loginSearchFor(path: string, search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  const name = LOGIN_NAME_PARAMS.find((p) => params.get(p));
  if (name) {
    out[name] = params.get(name) ?? '';
    const password = params.get('Password');
    if (password) out.Password = password;
  } else {
    const rest = params.toString();
    out.redirect = rest ? `${path}?${rest}` : path;
  }
  const theme = params.get('theme');
  if (theme) out.theme = theme;
  return out;
}

export function decideRoute({ path, search, payload }: GuardInput): GuardDecision {
  if (!payload) return { kind: 'login', search: loginSearchFor(path, search) };
  const guest = guestModeOf(payload);
  if (guest && !isAllowedForGuest(guest, path)) {
    // SPEC §5: not authenticated for this path. A login name in the query (say a PID link to
    // another project) goes to /login with it; otherwise the guest goes back to their own page.
    const login = loginSearchFor(path, search);
    if (LOGIN_NAME_PARAMS.some((p) => p in login)) return { kind: 'login', search: login };
    return { kind: 'redirect', to: guestHome(guest) };
  }
  return { kind: 'allow' };
}

/** Where /login sends someone after a successful login. */
export function afterLoginPath(payload: TokenPayload, redirect: string | undefined): string {
  const guest = guestModeOf(payload);
  if (guest) return guestHome(guest);
  // Only same-app paths: never follow an absolute URL from the query (open redirect).
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return '/';
}
