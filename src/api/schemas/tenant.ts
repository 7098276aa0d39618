import * as v from 'valibot';

/**
 * Tenant settings (SPEC §3). Written with valibot, not zod: the tenant is read at every boot,
 * /login included, where zod would add about 15–25 KB gzip to the first load (issue 3, P4).
 */
export const tenantSchema = v.object({
  name: v.string(),
  defaultLanguage: v.string(),
  useUserLanguage: v.boolean(),
  mobileTheme: v.nullable(v.string()),
  backgroundUrl: v.nullable(v.string()),
  backgroundColorCode: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  metaHostName: v.nullable(v.string()),
  metaDescription: v.nullable(v.string()),
});
export type Tenant = v.InferOutput<typeof tenantSchema>;
