import { z } from 'zod';
import { isoDate, text } from './common';

/** The tenant's currency: invoices carry theirs; the finance issue (15) may make it a setting. */
export const TENANT_CURRENCY = 'EUR';

export const projectDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectId: z.number().int(),
  name: z.string(),
  documentType: z.string(),
  date: isoDate,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'cancelled'] as const;

/** A minimal invoice (read-only in issue 13; the finance issue 15 builds on it). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectId: z.number().int(),
  number: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A project activity (SPEC §3: caption, body, personParty; to-dos carry due date, priority). */
export const projectActivitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectId: z.number().int(),
  type: z.string(),
  caption: z.string(),
  body: z.string().nullable(),
  /** DD.MM.YYYY (SPEC §9), to-dos only. */
  dueDate: z.string().nullable(),
  priority: z.number().int().nullable(),
  personParty: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/** What the detail screen shows beside the project row: keyed by the project's id. */
export const projectExtrasSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string(),
  manager: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  hasPassword: z.boolean(),
  /** Changes when the logo does, so the kept image is fetched again. */
  logoKey: z.string().nullable(),
});
export type ProjectExtras = z.infer<typeof projectExtrasSchema>;

/**
 * GET /projects/{number}/detail: what the detail screen reads beside the project row (which
 * GET /projects/{number} answers), in one answer.
 */
export const projectDetailBundleSchema = z.object({
  extras: projectExtrasSchema,
  documents: z.array(projectDocumentSchema),
  invoices: z.array(invoiceSchema),
  activities: z.array(projectActivitySchema),
});
export type ProjectDetailBundle = z.infer<typeof projectDetailBundleSchema>;

export const PROJECT_PASSWORD_MIN = 8;
export const PROJECT_PASSWORD_MAX = 200;

/** The project guest's password (SPEC §5 project login), set by a planner. */
export const projectPasswordSchema = z.object({
  password: text(PROJECT_PASSWORD_MAX)
    .min(PROJECT_PASSWORD_MIN, `must be at least ${PROJECT_PASSWORD_MIN} characters`)
    .refine((v) => v.trim() === v, 'must not start or end with a space'),
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
