import { request } from './client';
import {
  contractListSchema,
  crewInfoListSchema,
  payrollDocumentListSchema,
  payrollItemListSchema,
  payrollListSchema,
  publicPayrollListSchema,
  publicPayrollSchema,
  trainingListSchema,
} from './schemas/payrolls';

/** SPEC §9: most list calls use limit 1000, page 1. */
const LIST_QUERY = { limit: 1000, page: 1 } as const;

export const fetchPayrolls = (token: string) =>
  request(payrollListSchema, '/payrolls', { token, query: { ...LIST_QUERY } });

export const fetchPayrollItems = (token: string) =>
  request(payrollItemListSchema, '/payrollItems', { token, query: { ...LIST_QUERY } });

export const fetchPayrollDocuments = (token: string) =>
  request(payrollDocumentListSchema, '/payrollDocuments', { token, query: { ...LIST_QUERY } });

export const fetchContracts = (token: string) =>
  request(contractListSchema, '/staffContracts', { token, query: { ...LIST_QUERY } });

export const fetchCrewInfo = (token: string) =>
  request(crewInfoListSchema, '/crewInfo', { token, query: { ...LIST_QUERY } });

export const fetchTrainings = (token: string) =>
  request(trainingListSchema, '/trainings', { token, query: { ...LIST_QUERY } });

/** Public link, no session: only the payroll its access token grants. */
export const fetchPublicPayrolls = (accessToken: string) =>
  request(publicPayrollListSchema, '/public/payrolls', { query: { token: accessToken } });

export const fetchPublicPayroll = (number: string, accessToken: string) =>
  request(publicPayrollSchema, `/public/payrolls/${encodeURIComponent(number)}`, {
    query: { token: accessToken },
  });
