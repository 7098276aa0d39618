import { z } from 'zod';
import { isoDate, listOf, text } from './common';

/** SPEC §7 payrolls of a crew member; `number` is the key in the app's paths. */
export const payrollStatus = z.enum(['open', 'approved', 'paid']);

export const payrollSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string().min(1),
  periodStart: isoDate,
  periodEnd: isoDate,
  gross: z.number(),
  net: z.number(),
  status: payrollStatus,
  /** The access token of the payroll's public link (only its owner receives it). */
  publicToken: z.string().nullable(),
});
export type Payroll = z.infer<typeof payrollSchema>;
export const payrollListSchema = listOf(payrollSchema);

export const payrollItemStatus = z.enum(['open', 'approved', 'declined']);

export const payrollItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  payrollId: z.number().int(),
  date: isoDate,
  description: z.string(),
  hours: z.number().nullable(),
  amount: z.number(),
  status: payrollItemStatus,
  declineReason: z.string().nullable(),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;
export const payrollItemListSchema = listOf(payrollItemSchema);

/** What the app sends to decline an item (SPEC §7 `decline`): the reason is required. */
export const payrollItemDeclineSchema = z.object({
  reason: text(1000).trim().min(3),
});
export type PayrollItemDecline = z.infer<typeof payrollItemDeclineSchema>;

export const payrollDocumentType = z.enum(['PAYSLIP', 'HOURS']);
export type PayrollDocumentType = z.infer<typeof payrollDocumentType>;

export const payrollDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  payrollId: z.number().int(),
  payrollNumber: z.string(),
  periodStart: isoDate,
  documentType: payrollDocumentType,
  name: z.string(),
});
export type PayrollDocument = z.infer<typeof payrollDocumentSchema>;
export const payrollDocumentListSchema = listOf(payrollDocumentSchema);

/** API path of a payroll document's bytes (SPEC §7 `/payrolls/{id}/download/{kind}`). */
export const payrollDownloadPath = (payrollId: number, kind: string) =>
  `/payrolls/${payrollId}/download/${encodeURIComponent(kind)}`;

/** An activity (SPEC §3): TODO_PAYROLL_ITEM is recorded when an item is declined. */
export const activitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  type: z.string(),
  caption: z.string(),
  body: z.string().nullable(),
  parameters: z.object({
    recipient: z.string().optional(),
    /** DD.MM.YYYY (SPEC §9). */
    dueDate: z.string().optional(),
    priority: z.number().int().optional(),
  }),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = listOf(activitySchema);

/** A payroll as its public link shows it: no person, no token, no ids of other data. */
export const publicPayrollSchema = payrollSchema
  .omit({ publicToken: true, id: true, version: true })
  .extend({
    items: z.array(
      payrollItemSchema.pick({
        date: true,
        description: true,
        hours: true,
        amount: true,
        status: true,
      }),
    ),
  });
export type PublicPayroll = z.infer<typeof publicPayrollSchema>;
export const publicPayrollListSchema = z.object({ items: z.array(publicPayrollSchema) });
