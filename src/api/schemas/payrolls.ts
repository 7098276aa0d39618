import * as v from 'valibot';
import { isoDate, listOf, text, int, versioned } from './common';

/** SPEC §7 payrolls of a crew member; `number` is the key in the app's paths. */
export const payrollStatus = v.picklist(['open', 'approved', 'paid']);

export const payrollSchema = v.object({
  ...versioned.entries,
  number: v.pipe(v.string(), v.minLength(1)),
  periodStart: isoDate,
  periodEnd: isoDate,
  gross: v.pipe(v.number(), v.finite()),
  net: v.pipe(v.number(), v.finite()),
  status: payrollStatus,
  /** The access token of the payroll's public link (only its owner receives it). */
  publicToken: v.nullable(v.string()),
});
export type Payroll = v.InferOutput<typeof payrollSchema>;
export const payrollListSchema = listOf(payrollSchema);

export const payrollItemStatus = v.picklist(['open', 'approved', 'declined']);

export const payrollItemSchema = v.object({
  ...versioned.entries,
  payrollId: int,
  date: isoDate,
  description: v.string(),
  hours: v.nullable(v.pipe(v.number(), v.finite())),
  amount: v.pipe(v.number(), v.finite()),
  status: payrollItemStatus,
  declineReason: v.nullable(v.string()),
});
export type PayrollItem = v.InferOutput<typeof payrollItemSchema>;
export const payrollItemListSchema = listOf(payrollItemSchema);

/** What the app sends to decline an item (SPEC §7 `decline`): the reason is required. */
export const payrollItemDeclineSchema = v.object({
  reason: v.pipe(text(1000), v.trim(), v.minLength(3)),
});
export type PayrollItemDecline = v.InferOutput<typeof payrollItemDeclineSchema>;

export const payrollDocumentType = v.picklist(['PAYSLIP', 'HOURS']);
export type PayrollDocumentType = v.InferOutput<typeof payrollDocumentType>;

export const payrollDocumentSchema = v.object({
  ...versioned.entries,
  payrollId: int,
  payrollNumber: v.string(),
  periodStart: isoDate,
  documentType: payrollDocumentType,
  name: v.string(),
});
export type PayrollDocument = v.InferOutput<typeof payrollDocumentSchema>;
export const payrollDocumentListSchema = listOf(payrollDocumentSchema);

/** API path of a payroll document's bytes (SPEC §7 `/payrolls/{id}/download/{kind}`). */
export const payrollDownloadPath = (payrollId: number, kind: string) =>
  `/payrolls/${payrollId}/download/${encodeURIComponent(kind)}`;

/** An activity (SPEC §3): TODO_PAYROLL_ITEM is recorded when an item is declined. */
export const activitySchema = v.object({
  ...versioned.entries,
  type: v.string(),
  caption: v.string(),
  body: v.nullable(v.string()),
  parameters: v.object({
    recipient: v.optional(v.string()),
    /** DD.MM.YYYY (SPEC §9). */
    dueDate: v.optional(v.string()),
    priority: v.optional(int),
  }),
  createdAt: v.string(),
});
export type Activity = v.InferOutput<typeof activitySchema>;
export const activityListSchema = listOf(activitySchema);

/** A payroll as its public link shows it: no person, no token, no ids of other data. */
export const publicPayrollSchema = v.object({
  ...v.omit(payrollSchema, ['publicToken', 'id', 'version']).entries,
  items: v.array(v.pick(payrollItemSchema, ['date', 'description', 'hours', 'amount', 'status'])),
});
export type PublicPayroll = v.InferOutput<typeof publicPayrollSchema>;
export const publicPayrollListSchema = v.object({ items: v.array(publicPayrollSchema) });
