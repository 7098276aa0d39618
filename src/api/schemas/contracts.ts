import * as v from 'valibot';
import { isoDate, listOf, int, versioned } from './common';

export const contractDocumentSchema = v.object({
  id: int,
  name: v.string(),
});
export type ContractDocument = v.InferOutput<typeof contractDocumentSchema>;

/** SPEC §3 contract: quota, planned, worked, time account (hours), vacation account (days). */
export const contractSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  company: v.string(),
  startDate: isoDate,
  endDate: v.nullable(isoDate),
  quota: v.pipe(v.number(), v.finite()),
  planned: v.pipe(v.number(), v.finite()),
  worked: v.pipe(v.number(), v.finite()),
  timeAccount: v.pipe(v.number(), v.finite()),
  vacationAccount: v.pipe(v.number(), v.finite()),
  documents: v.array(contractDocumentSchema),
});
export type Contract = v.InferOutput<typeof contractSchema>;
export const contractListSchema = listOf(contractSchema);

export const contractDocumentPath = (contractId: number, documentId: number) =>
  `/staffContracts/${contractId}/documents/${documentId}/download`;
