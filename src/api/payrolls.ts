import { LIST_QUERY, request } from './client';
import {
  payrollDocumentListSchema,
  payrollItemListSchema,
  payrollListSchema,
  publicPayrollListSchema,
  publicPayrollSchema,
} from './schemas/payrolls';

export const fetchPayrolls = (token: string) =>
  request(payrollListSchema, '/payrolls', { token, query: { ...LIST_QUERY } });

export const fetchPayrollItems = (token: string) =>
  request(payrollItemListSchema, '/payrollItems', { token, query: { ...LIST_QUERY } });

export const fetchPayrollDocuments = (token: string) =>
  request(payrollDocumentListSchema, '/payrollDocuments', { token, query: { ...LIST_QUERY } });

/** Public link, no session: only the payroll its access token grants. */
export const fetchPublicPayrolls = (accessToken: string) =>
  request(publicPayrollListSchema, '/public/payrolls', { query: { token: accessToken } });

export const fetchPublicPayroll = (number: string, accessToken: string) =>
  request(publicPayrollSchema, `/public/payrolls/${encodeURIComponent(number)}`, {
    query: { token: accessToken },
  });
