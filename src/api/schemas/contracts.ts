import { z } from 'zod';
import { isoDate, listOf } from './common';

export const contractDocumentSchema = z.object({ id: z.number().int(), name: z.string() });
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

/** SPEC §3 contract: quota, planned, worked, time account (hours), vacation account (days). */
export const contractSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  company: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  quota: z.number(),
  planned: z.number(),
  worked: z.number(),
  timeAccount: z.number(),
  vacationAccount: z.number(),
  documents: z.array(contractDocumentSchema),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractListSchema = listOf(contractSchema);

export const contractDocumentPath = (contractId: number, documentId: number) =>
  `/staffContracts/${contractId}/documents/${documentId}/download`;
