import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanningStatus } from '../../../sync/planningCalendar';

/** The legend's words for each SPEC §4 planner status (the cells say the same). */
export const STATUS_LABELS: Record<PlanningStatus, MessageDescriptor> = {
  confirmed: msg`Confirmed position`,
  requestPending: msg`Request pending`,
  doubleBooking: msg`Double booking`,
  cancellation: msg`Cancellation`,
  absence: msg`Absence / no show / outage / late refusal`,
  sickDay: msg`Sick day`,
  vacationDay: msg`Vacation day`,
  vacationDayUnpaid: msg`Vacation day unpaid`,
  bankHoliday: msg`Bank holiday`,
  blockedDate: msg`Blocked date`,
  sparePosition: msg`Spare position`,
  hasChanged: msg`Has changed`,
};

/**
 * Which status a day's cell shows first when it holds several: what needs the planner's eye
 * (a double booking, an absence) before what is in order.
 */
export const CELL_PRIORITY: readonly PlanningStatus[] = [
  'doubleBooking',
  'hasChanged',
  'absence',
  'cancellation',
  'requestPending',
  'sickDay',
  'blockedDate',
  'vacationDayUnpaid',
  'vacationDay',
  'sparePosition',
  'confirmed',
  'bankHoliday',
];
