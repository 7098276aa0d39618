import type { z } from 'zod';
import { blockDateSchema } from '../../api/schemas/calendar';
import { jobSchema } from '../../api/schemas/jobs';
import type { EntityTable } from './types';

/** The schema each table's rows must match before the server's version is stored. */
export const ENTITY_SCHEMAS: Record<EntityTable, z.ZodType<{ id: number; version: number }>> = {
  blockDates: blockDateSchema,
  jobs: jobSchema,
};
