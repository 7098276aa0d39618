import { z } from 'zod';

// SCAFFOLD: the helper that owns this slice replaces these placeholders with the real schemas.
export const signDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type SignDocument = z.infer<typeof signDocumentSchema>;
