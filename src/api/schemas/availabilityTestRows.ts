import type {
  AvailabilityBlockDate,
  AvailabilityJob,
  AvailabilityVacation,
} from './availabilityRules';

// Rows for the availability rules' table tests (availabilityRules, bookingRules): one day,
// 2026-12-01, unless a case says otherwise. Test-only; nothing in the app imports it.

export const job = (id: number, over: Partial<AvailabilityJob> = {}): AvailabilityJob => ({
  id,
  status: 'confirmed',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  ...over,
});

export const blocked = (
  id: number,
  over: Partial<AvailabilityBlockDate> = {},
): AvailabilityBlockDate => ({
  id,
  startDate: '2026-12-01',
  endDate: null,
  beginTime: null,
  endTime: null,
  ...over,
});

/** A requested vacation unless `over` says otherwise. */
export const vacation = (
  id: number,
  over: Partial<AvailabilityVacation> = {},
): AvailabilityVacation => ({
  id,
  status: 'requested',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  firstDayHalf: null,
  lastDayHalf: null,
  ...over,
});
