import { useLingui } from '@lingui/react/macro';
import type { DayColour } from './calendarDays';

/** The colour of each kind of day: a Mantine palette name, shown with a text label. */
export const DAY_COLOURS: Record<DayColour, string> = {
  blockedDate: 'gray',
  confirmedJob: 'green',
  requestedJob: 'yellow',
  requestedVacation: 'cyan',
  approvedVacation: 'teal',
  requestedCrew: 'violet',
  multiple: 'blue',
  overlap: 'red',
};

export const LEGEND_ORDER: DayColour[] = [
  'blockedDate',
  'confirmedJob',
  'requestedJob',
  'requestedVacation',
  'approvedVacation',
  'requestedCrew',
  'multiple',
  'overlap',
];

/** What each colour means, in words (the legend and each day's accessible name). */
export function useDayColourLabels(): Record<DayColour, string> {
  const { t } = useLingui();
  return {
    blockedDate: t`Blocked date`,
    confirmedJob: t`Confirmed job`,
    requestedJob: t`Requested job`,
    requestedVacation: t`Requested vacation`,
    approvedVacation: t`Approved vacation`,
    requestedCrew: t`Requested crew`,
    multiple: t`More than one event`,
    overlap: t`More than one event, overlapping`,
  };
}
