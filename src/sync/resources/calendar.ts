import { fetchBlockDates, fetchVacationRequests } from '../../api/calendar';
import { blockDateSchema, vacationRequestSchema } from '../../api/schemas/calendar';
import { defineArea } from './types';
import { isCrew } from './who';

/** The personal calendar: blocked dates and vacation requests (issue 4). */
export const calendarArea = defineArea({
  tables: { blockDates: blockDateSchema, vacationRequests: vacationRequestSchema },
  pulls: [
    {
      name: 'blockDates',
      table: 'blockDates',
      appliesTo: isCrew,
      fetch: (ctx) => fetchBlockDates(ctx.token),
    },
    {
      name: 'vacationRequests',
      table: 'vacationRequests',
      appliesTo: isCrew,
      fetch: (ctx) => fetchVacationRequests(ctx.token),
    },
  ],
  outboxKinds: [
    'blockDate.create',
    'blockDate.update',
    'blockDate.delete',
    'vacationRequest.create',
    'vacationRequest.update',
    'vacationRequest.delete',
  ],
});
