// Shared between the app (validating answers) and the reference server (shaping them).
// Keep this file free of browser and Node specifics.
import * as v from 'valibot';
import { text, int } from './common';
import { languageNameSchema } from './profile';

export const TOKEN_TYPES = ['project', 'pluscrew', 'other'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export const loginDataSchema = v.object({
  personId: v.nullable(int),
  contactNumber: v.nullable(v.string()),
  language: v.string(),
  loginTypes: v.array(v.string()),
  // Set only for guest logins: the number the guest logged in with.
  projectNumber: v.optional(v.string()),
  plusCrewNumber: v.optional(v.string()),
  name: v.optional(v.string()),
});
export type LoginData = v.InferOutput<typeof loginDataSchema>;

export const tokenPayloadSchema = v.object({
  type: v.picklist(TOKEN_TYPES),
  exp: v.pipe(v.number(), v.finite()),
  loginData: loginDataSchema,
});
export type TokenPayload = v.InferOutput<typeof tokenPayloadSchema>;

/**
 * The language picked on the login screen, if the person picked one there (issue 17): it
 * becomes their own language (SPEC §9), so the app after login speaks what the login spoke.
 */
const pickedLanguage = { language: v.optional(languageNameSchema) };

const password = v.pipe(text(200), v.minLength(1));

/**
 * The login, project number or plus-crew number: at most `max` characters as sent, and not
 * empty once trimmed. The trim itself comes after the union (below): a trim inside an option
 * would leave an option whose value was too long "untyped", and the union would then report
 * the whole body (`_`) instead of the field that is wrong.
 */
const loginName = (max: number) =>
  v.pipe(
    text(max),
    v.check((value) => value.trim().length > 0, 'must not be empty'),
  );

export const credentialsSchema = v.pipe(
  v.union([
    v.object({ login: loginName(200), password, ...pickedLanguage }),
    v.object({ projectNumber: loginName(50), password, ...pickedLanguage }),
    v.object({ plusCrewNumber: loginName(50), password, ...pickedLanguage }),
  ]),
  v.transform((credentials) => {
    if ('login' in credentials) return { ...credentials, login: credentials.login.trim() };
    if ('projectNumber' in credentials) {
      return { ...credentials, projectNumber: credentials.projectNumber.trim() };
    }
    return { ...credentials, plusCrewNumber: credentials.plusCrewNumber.trim() };
  }),
);
export type Credentials = v.InferOutput<typeof credentialsSchema>;

/**
 * Login and refresh answers: a short-lived access token and, since issue 12, a long-lived
 * refresh token (rotated on every use). GET /auth/refresh (SPEC §7) answers the token alone.
 */
export const tokenResponseSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

/** POST /auth/refresh and POST /auth/logout carry the refresh token in the body. */
export const refreshRequestSchema = v.object({ refreshToken: v.pipe(text(200), v.minLength(1)) });

/**
 * The 401 codes that say why a session ended, so the login screen can tell the person.
 * `unauthorized` is any other refused access token.
 */
export const SESSION_END_CODES = [
  'session_logged_out',
  'session_reused',
  'session_password_changed',
  'session_expired',
  'session_unknown',
] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

/** Resource → permission names, e.g. `{ payrolls: ['READ'], receipts: ['READ', 'CREATE'] }`. */
export const rightsSchema = v.record(v.string(), v.array(v.string()));
export type Rights = v.InferOutput<typeof rightsSchema>;

// The tenant's check lives on its own: it runs at boot, before the schemas are loaded.
export type { Tenant } from './tenant';

export const forgottenPasswordSchema = v.object({
  login: v.pipe(text(200), v.trim(), v.minLength(1)),
});
export const renewPasswordSchema = v.object({ password: v.pipe(text(200), v.minLength(8)) });
export const unsubscribeSchema = v.object({ token: v.pipe(text(200), v.minLength(1)) });

export const statusSchema = v.object({ status: v.literal('ok'), version: v.string() });

/** Every error answer of the API. */
export const apiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ApiError = v.InferOutput<typeof apiErrorSchema>;
