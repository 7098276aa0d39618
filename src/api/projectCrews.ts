import { request } from './client';
import { bookablePersonListSchema, crewBookingSchema } from './schemas/projectCrews';

const path = (number: string, tail: string) => `/projects/${encodeURIComponent(number)}/${tail}`;

/** A project's crews and all their crew items (planners; clients of its company read-only). */
export const fetchCrewBooking = (token: string, number: string) =>
  request(crewBookingSchema, path(number, 'crewBooking'), { token });

/** The people a planner may book, with what may collide within the project's days. */
export const fetchBookingAvailability = (token: string, number: string) =>
  request(bookablePersonListSchema, path(number, 'bookingAvailability'), { token });
