// Shared between the app (validating answers) and the reference server (shaping them).
// Keep this file free of browser and Node specifics.
import { z } from 'zod';
import { text } from './common';
import { languageNameSchema } from './profile';

export const TOKEN_TYPES = ['project', 'pluscrew', 'other'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export const loginDataSchema = z.object({
  personId: z.number().int().nullable(),
  contactNumber: z.string().nullable(),
  language: z.string(),
  loginTypes: z.array(z.string()),
  // Set only for guest logins: the number the guest logged in with.
  projectNumber: z.string().optional(),
  plusCrewNumber: z.string().optional(),
  name: z.string().optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const tokenPayloadSchema = z.object({
  type: z.enum(TOKEN_TYPES),
  exp: z.number(),
  loginData: loginDataSchema,
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/**
 * The language picked on the login screen, if the person picked one there (issue 17): it
 * becomes their own language (SPEC §9), so the app after login speaks what the login spoke.
 */
const pickedLanguage = { language: languageNameSchema.optional() };

export const credentialsSchema = z.union([
  z.object({ login: text(200).trim().min(1), password: text(200).min(1), ...pickedLanguage }),
  z.object({
    projectNumber: text(50).trim().min(1),
    password: text(200).min(1),
    ...pickedLanguage,
  }),
  z.object({
    plusCrewNumber: text(50).trim().min(1),
    password: text(200).min(1),
    ...pickedLanguage,
  }),
]);
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * Login and refresh answers: a short-lived access token and, since issue 12, a long-lived
 * refresh token (rotated on every use). GET /auth/refresh (SPEC §7) answers the token alone.
 */
export const tokenResponseSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /auth/refresh and POST /auth/logout carry the refresh token in the body. */
export const refreshRequestSchema = z.object({ refreshToken: text(200).min(1) });

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
export const rightsSchema = z.record(z.string(), z.array(z.string()));
export type Rights = z.infer<typeof rightsSchema>;

// The tenant's schema lives on its own: it is read at boot, before full zod is loaded.
export { tenantSchema, type Tenant } from './tenant';

export const forgottenPasswordSchema = z.object({ login: text(200).trim().min(1) });
export const renewPasswordSchema = z.object({ password: text(200).min(8) });
export const unsubscribeSchema = z.object({ token: text(200).min(1) });

export const statusSchema = z.object({ status: z.literal('ok'), version: z.string() });

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
