import { z } from 'zod';

// SCAFFOLD: the helper that owns this slice replaces these placeholders with the real schemas.
export const formDefinitionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export const formResultSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type FormResult = z.infer<typeof formResultSchema>;
export const securityCheckSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;
