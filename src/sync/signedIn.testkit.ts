import { writeSession } from '../db/sessionStore';
import { authenticated, setSession } from '../session/sessionState';
import { decodeToken } from '../session/token';

/** An unsigned token for person 4 of `loginType` that the app decodes like a real one. */
function token(loginType: string): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const payload = {
    type: 'other',
    exp: 4_000_000_000,
    loginData: { personId: 4, contactNumber: null, language: 'en', loginTypes: [loginType] },
  };
  return `${part({ alg: 'none' })}.${part(payload)}.sig`;
}

/** Person 4 signed in as `loginType`, stored and in memory, with no rights: for sync tests. */
export async function signInForTest(loginType: string): Promise<void> {
  const t = token(loginType);
  await writeSession({
    token: t,
    refreshToken: 'r',
    rights: {},
    mailboxRights: {},
    ownerId: 'person:4',
    savedAt: 0,
  });
  setSession(authenticated(t, decodeToken(t)!, {}, {}));
}
