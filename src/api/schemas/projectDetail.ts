import * as v from 'valibot';
import { isoDate, text, int, versioned } from './common';

/** The tenant's currency: invoices carry theirs; the finance issue (15) may make it a setting. */
export const TENANT_CURRENCY = 'EUR';

export const projectDocumentSchema = v.object({
  ...versioned.entries,
  projectId: int,
  name: v.string(),
  documentType: v.string(),
  date: isoDate,
  fileName: v.string(),
  contentType: v.string(),
  size: int,
});
export type ProjectDocument = v.InferOutput<typeof projectDocumentSchema>;

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'cancelled'] as const;

/** A minimal invoice (read-only in issue 13; the finance issue 15 builds on it). */
export const invoiceSchema = v.object({
  ...versioned.entries,
  projectId: int,
  number: v.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  amount: v.pipe(v.number(), v.finite()),
  currency: v.string(),
  status: v.picklist(INVOICE_STATUSES),
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;

/** A project activity (SPEC §3: caption, body, personParty; to-dos carry due date, priority). */
export const projectActivitySchema = v.object({
  ...versioned.entries,
  projectId: int,
  type: v.string(),
  caption: v.string(),
  body: v.nullable(v.string()),
  /** DD.MM.YYYY (SPEC §9), to-dos only. */
  dueDate: v.nullable(v.string()),
  priority: v.nullable(int),
  personParty: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ProjectActivity = v.InferOutput<typeof projectActivitySchema>;

/** What the detail screen shows beside the project row: keyed by the project's id. */
export const projectExtrasSchema = v.object({
  ...versioned.entries,
  number: v.string(),
  manager: v.nullable(
    v.object({ name: v.string(), phone: v.nullable(v.string()), email: v.nullable(v.string()) }),
  ),
  hasPassword: v.boolean(),
  /** Changes when the logo does, so the kept image is fetched again. */
  logoKey: v.nullable(v.string()),
});
export type ProjectExtras = v.InferOutput<typeof projectExtrasSchema>;

/**
 * GET /projects/{number}/detail: what the detail screen reads beside the project row (which
 * GET /projects/{number} answers), in one answer.
 */
export const projectDetailBundleSchema = v.object({
  extras: projectExtrasSchema,
  documents: v.array(projectDocumentSchema),
  invoices: v.array(invoiceSchema),
  activities: v.array(projectActivitySchema),
});
export type ProjectDetailBundle = v.InferOutput<typeof projectDetailBundleSchema>;

export const PROJECT_PASSWORD_MIN = 8;
export const PROJECT_PASSWORD_MAX = 200;

/** The project guest's password (SPEC §5 project login), set by a planner. */
export const projectPasswordSchema = v.object({
  password: v.pipe(
    text(PROJECT_PASSWORD_MAX),
    v.minLength(PROJECT_PASSWORD_MIN, `must be at least ${PROJECT_PASSWORD_MIN} characters`),
    v.check((value) => value.trim() === value, 'must not start or end with a space'),
  ),
});

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const base = (number: string) => `/projects/${encodeURIComponent(number)}`;
export const projectDocumentPath = (number: string, id: number) =>
  `${base(number)}/documents/${id}/download`;
export const projectReportPath = (number: string) => `${base(number)}/report`;
export const projectCrewListCsvPath = (number: string) => `${base(number)}/exports/crewList.csv`;
export const projectCrewListPdfPath = (number: string) => `${base(number)}/exports/crewList.pdf`;
/** The logo's path names its key, so a new logo is a new kept file, never a stale one. */
export const projectLogoPath = (number: string, key: string) =>
  `${base(number)}/logo?v=${encodeURIComponent(key.slice(0, 16))}`;
