import { useLingui } from '@lingui/react/macro';
import type { ChangeField, ChangeValues } from '../../api/schemas/crewItemChanges';
import { formatDayRange, formatTimeRange } from '../../lib/dates';

type Values = { old: string; new: string };

/**
 * A field's name and its old and new values in words, in the active language: statuses and
 * site states by their labels, persons by name ("Open" for nobody), times as days and clock
 * times, applicants as a count.
 */
export function useChangeWords(): {
  fieldLabel: (field: ChangeField) => string;
  values: (change: ChangeValues) => Values;
} {
  const { t } = useLingui();
  const open = t({ message: 'Open', context: 'crew item status' });
  const status = (s: Extract<ChangeValues, { field: 'status' }>['new']): string => {
    switch (s) {
      case 'open':
        return open;
      case 'toConfirm':
        return t`Waiting for confirmation`;
      case 'requested':
        return t`Requested`;
      case 'confirmed':
        return t`Confirmed`;
      case 'cancelled':
        return t`Cancelled by the person`;
      case 'notNeeded':
        return t`Not needed`;
      case 'noShow':
        return t`No-show`;
    }
  };
  const site = (s: Extract<ChangeValues, { field: 'site' }>['new']): string => {
    switch (s) {
      case 'preCall':
        return t`Pre-called`;
      case 'checkedIn':
        return t`Checked in`;
      case 'checkedOut':
        return t`Checked out`;
      case 'none':
      case 'noShow':
        return t`Not on site yet`;
    }
  };
  const time = (v: Extract<ChangeValues, { field: 'time' }>['new']): string =>
    `${formatDayRange(v.startDate, v.endDate)} · ${formatTimeRange(v.startTime, v.endTime)}`;
  return {
    fieldLabel: (field) => {
      switch (field) {
        case 'time':
          return t`Time`;
        case 'status':
          return t`Status`;
        case 'site':
          return t`On site`;
        case 'person':
          return t`Person`;
        case 'applicants':
          return t`Applicants`;
      }
    },
    values: (change) => {
      switch (change.field) {
        case 'time':
          return { old: time(change.old), new: time(change.new) };
        case 'status':
          return { old: status(change.old), new: status(change.new) };
        case 'site':
          return { old: site(change.old), new: site(change.new) };
        case 'person':
          return { old: change.old?.name ?? open, new: change.new?.name ?? open };
        case 'applicants':
          return { old: String(change.old), new: String(change.new) };
      }
    },
  };
}
