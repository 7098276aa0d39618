import { LIST_QUERY, request } from './client';
import { contractListSchema } from './schemas/contracts';

export const fetchContracts = (token: string) =>
  request(contractListSchema, '/staffContracts', { token, query: { ...LIST_QUERY } });
