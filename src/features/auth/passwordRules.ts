export type PasswordProblem = 'required' | 'short' | 'mismatch';

export const MIN_PASSWORD_LENGTH = 8;

export function validateNewPassword(password: string, repeat: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  if (password !== repeat) return 'mismatch';
  return null;
}
