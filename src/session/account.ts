import { renewPassword, requestPasswordReset, unsubscribe } from '../api/session';

/** Account calls made before logging in (SPEC §7 session and e-mail calls). */
export const sendPasswordResetMail = (login: string) => requestPasswordReset(login.trim());
export const setNewPassword = (token: string, password: string) => renewPassword(token, password);
export const unsubscribeFromMails = (token: string) => unsubscribe(token);
