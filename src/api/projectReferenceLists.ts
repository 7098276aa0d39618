import { LIST_QUERY, request } from './client';
import { namedItemListSchema, rateCardListSchema } from './schemas/projectForm';

// The create-project form's reference lists (SPEC §7), pulled into small tables.

export const fetchBranches = (token: string) =>
  request(namedItemListSchema, '/branches', { token, query: { ...LIST_QUERY } });

export const fetchCateringAgreementTypes = (token: string) =>
  request(namedItemListSchema, '/cateringAgreementTypes', { token, query: { ...LIST_QUERY } });

/** A client gets only their own company; a planner all. */
export const fetchCompanies = (token: string) =>
  request(namedItemListSchema, '/companies', { token, query: { ...LIST_QUERY } });

/** The rate cards of every company the person may see, in one call (not one per company). */
export const fetchRateCards = (token: string) =>
  request(rateCardListSchema, '/rateCards', { token, query: { ...LIST_QUERY } });
