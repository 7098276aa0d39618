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
};
