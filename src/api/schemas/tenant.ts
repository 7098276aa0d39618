/**
 * Tenant settings (SPEC §3). The tenant is read at every boot, /login included, so it is
 * checked by hand here rather than with valibot: the boot chunk would otherwise carry every
 * valibot function any schema of the app uses (+2.4 KB gzip on /login, issue 17's P4), since
 * a library is one module and lands whole in the first chunk that imports it.
 */
export type Tenant = {
  name: string;
  defaultLanguage: string;
  useUserLanguage: boolean;
  mobileTheme: string | null;
  backgroundUrl: string | null;
  backgroundColorCode: string | null;
  faviconUrl: string | null;
  metaHostName: string | null;
  metaDescription: string | null;
};

type Kind = 'string' | 'boolean' | 'string or null';

const FIELDS: { readonly [K in keyof Tenant]: Kind } = {
  name: 'string',
  defaultLanguage: 'string',
  useUserLanguage: 'boolean',
  mobileTheme: 'string or null',
  backgroundUrl: 'string or null',
  backgroundColorCode: 'string or null',
  faviconUrl: 'string or null',
  metaHostName: 'string or null',
  metaDescription: 'string or null',
};

function fits(value: unknown, kind: Kind): boolean {
  if (kind === 'string or null') return value === null || typeof value === 'string';
  return typeof value === kind;
}

/** The tenant out of an answer (unknown keys dropped), or what does not fit, field by field. */
export function checkTenant(
  data: unknown,
): { ok: true; tenant: Tenant } | { ok: false; issues: { message: string }[] } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, issues: [{ message: 'expected an object' }] };
  }
  const record = data as Record<string, unknown>;
  const entries = Object.entries(FIELDS) as [keyof Tenant, Kind][];
  const issues = entries
    .filter(([key, kind]) => !fits(record[key], kind))
    .map(([key, kind]) => ({ message: `${key}: expected ${kind}` }));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, tenant: Object.fromEntries(entries.map(([k]) => [k, record[k]])) as Tenant };
}
