import { request } from './client';
import { crewBookingSchema } from './schemas/projectCrews';

const path = (number: string, tail: string) => `/projects/${encodeURIComponent(number)}/${tail}`;

/** A project's crews and all their crew items (planners; clients of its company read-only). */
export const fetchCrewBooking = (token: string, number: string) =>
  request(crewBookingSchema, path(number, 'crewBooking'), { token });
