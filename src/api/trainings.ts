import { LIST_QUERY, request } from './client';
import { trainingListSchema } from './schemas/trainings';

export const fetchTrainings = (token: string) =>
  request(trainingListSchema, '/trainings', { token, query: { ...LIST_QUERY } });
