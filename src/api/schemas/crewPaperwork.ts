import { z } from 'zod';

// SCAFFOLD: the helper that owns this slice replaces these placeholders with the real schemas.
export const deliveryNoteSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;
export const crewChiefSheetSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type CrewChiefSheet = z.infer<typeof crewChiefSheetSchema>;
export const signOffSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
});
export type SignOff = z.infer<typeof signOffSchema>;
