import { request } from './client';
import { crewChiefSheetSchema, deliveryNoteSchema, signOffSchema } from './schemas/crewPaperwork';

/** The crew chief's paperwork of one crew (SPEC §7 projectCrews sub-resources). */
export const fetchDeliveryNote = (token: string, crewId: number) =>
  request(deliveryNoteSchema, `/projectCrews/${crewId}/deliveryNote`, { token });

export const fetchCrewChiefSheet = (token: string, crewId: number) =>
  request(crewChiefSheetSchema, `/projectCrews/${crewId}/crewChiefSheet`, { token });

export const fetchSignOff = (token: string, crewId: number) =>
  request(signOffSchema, `/projectCrews/${crewId}/setProposedPaidChargedHours`, { token });
