import type { z } from 'zod';
import { blockDateSchema } from '../../api/schemas/calendar';
import { jobSchema } from '../../api/schemas/jobs';
import { vacationRequestSchema } from '../../api/schemas/vacations';
import {
  crewChiefDocumentSchema,
  crewProfileSchema,
  jobDetailSchema,
  vacancySchema,
} from '../../api/schemas/jobDetails';
import {
  contractSchema,
  crewInfoItemSchema,
  payrollDocumentSchema,
  payrollItemSchema,
  payrollSchema,
  trainingSchema,
} from '../../api/schemas/payrolls';
import {
  calendarSubscriptionSchema,
  mobileDocumentSchema,
  profileSchema,
  pushSubscriptionSchema,
} from '../../api/schemas/profile';
import { crewMemberSchema, crewSchema, locationSchema } from '../../api/schemas/crews';
import {
  crewChiefSheetSchema,
  deliveryNoteSchema,
  signOffSchema,
} from '../../api/schemas/crewPaperwork';
import { crewPhotoSchema, liveLocationShareSchema } from '../../api/schemas/crewPhotos';
import { signDocumentSchema } from '../../api/schemas/documents';
import {
  formDefinitionSchema,
  formResultSchema,
  securityCheckSchema,
} from '../../api/schemas/forms';
import type { EntityTable } from './types';

/** The schema each table's rows must match before the server's version is stored. */
export const ENTITY_SCHEMAS: Record<EntityTable, z.ZodType<{ id: number; version: number }>> = {
  blockDates: blockDateSchema,
  jobs: jobSchema,
  jobDetails: jobDetailSchema,
  vacancies: vacancySchema,
  crewChiefDocuments: crewChiefDocumentSchema,
  crewProfiles: crewProfileSchema,
  vacationRequests: vacationRequestSchema,
  payrolls: payrollSchema,
  payrollItems: payrollItemSchema,
  payrollDocuments: payrollDocumentSchema,
  contracts: contractSchema,
  crewInfo: crewInfoItemSchema,
  trainings: trainingSchema,
  mobileDocuments: mobileDocumentSchema,
  profile: profileSchema,
  calendarSubscriptions: calendarSubscriptionSchema,
  pushSubscriptions: pushSubscriptionSchema,
  crews: crewSchema,
  crewMembers: crewMemberSchema,
  locations: locationSchema,
  signOffs: signOffSchema,
  deliveryNotes: deliveryNoteSchema,
  crewChiefSheets: crewChiefSheetSchema,
  crewPhotos: crewPhotoSchema,
  liveLocations: liveLocationShareSchema,
  documents: signDocumentSchema,
  forms: formDefinitionSchema,
  formResults: formResultSchema,
  securityChecks: securityCheckSchema,
};
