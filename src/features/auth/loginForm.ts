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
