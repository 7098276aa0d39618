import type { Credentials } from '../../session/login';

export type LoginMode = 'email' | 'project' | 'pluscrew';

export type LoginFormValues = { mode: LoginMode; name: string; password: string };

export type LoginFormErrors = Partial<Record<'name' | 'password', 'required' | 'email'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (values.mode === 'email' && !EMAIL.test(name)) errors.name = 'email';
  if (!values.password) errors.password = 'required';
  return errors;
}

export function toCredentials(values: LoginFormValues): Credentials {
  const name = values.name.trim();
  if (values.mode === 'project') return { projectNumber: name, password: values.password };
  if (values.mode === 'pluscrew') return { plusCrewNumber: name, password: values.password };
  return { login: name, password: values.password };
}

export type LoginSearch = {
  PID?: string;
  PCID?: string;
  login?: string;
  Password?: string;
  redirect?: string;
  theme?: string;
};

// Query parameter names of SPEC §5, not prose.
// eslint-disable-next-line lingui/no-unlocalized-strings
const LOGIN_KEYS = ['PID', 'PCID', 'login', 'Password', 'redirect', 'theme'] as const;

/** /login's query, as parsed by the router (a number stays its digits). */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  for (const key of LOGIN_KEYS) {
    const value = search[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** A guest link (PID/PCID) always logs in anew; anyone else already in goes on. */
export function staysOnLogin(search: LoginSearch, signedIn: boolean): boolean {
  return !signedIn || Boolean(search.PID) || Boolean(search.PCID);
}

/** SPEC §5: PID/PCID with a password log in directly; a login name only fills the form. */
export function initialLogin(search: LoginSearch): {
  values: LoginFormValues;
  autoSubmit: boolean;
} {
  const password = search.Password ?? '';
  if (search.PID) {
    return {
      values: { mode: 'project', name: search.PID, password },
      autoSubmit: Boolean(password),
    };
  }
  if (search.PCID) {
    return {
      values: { mode: 'pluscrew', name: search.PCID, password },
      autoSubmit: Boolean(password),
    };
  }
  return {
    values: { mode: 'email', name: search.login ?? '', password },
    autoSubmit: Boolean(search.login && password),
  };
}
