import { useLingui } from '@lingui/react/macro';
import { MAX_YEAR, MIN_YEAR } from '../../sync/actions/calendar';
import { DateField } from '../../app/form/DateField';
import { FieldRow } from '../../app/form/FieldRow';
import type { DateRange, DateRangeProblem, DateRangeProblems } from '../../app/form/dateRange';

type Props = {
  values: DateRange;
  problems: DateRangeProblems;
  /** A vacation names its last day; a blocked date may leave it out (one day). */
  endRequired: boolean;
  onChange: (field: keyof DateRange, value: string) => void;
};

/** First and last day of the blocked-date and vacation forms, with their problems in words. */
export function DateRangeFields({ values, problems, endRequired, onChange }: Props) {
  const { t } = useLingui();
  const text: Record<DateRangeProblem, string> = {
    startRequired: t`Choose the first day.`,
    endRequired: t`Choose the last day.`,
    endBeforeStart: t`The last day cannot be before the first day.`,
    notADate: t`Choose a real day between ${MIN_YEAR} and ${MAX_YEAR}.`,
  };
  // The date picker keeps to the same years as the server.
  const min = `${MIN_YEAR}-01-01`;
  const max = `${MAX_YEAR}-12-31`;
  return (
    <FieldRow>
      <DateField
        label={t`First day`}
        required
        minDate={min}
        maxDate={max}
        value={values.startDate}
        onChange={(day) => onChange('startDate', day)}
        error={problems.startDate && text[problems.startDate]}
      />
      <DateField
        label={endRequired ? t`Last day` : t`Last day (optional)`}
        required={endRequired}
        minDate={min}
        maxDate={max}
        value={values.endDate}
        onChange={(day) => onChange('endDate', day)}
        error={problems.endDate && text[problems.endDate]}
      />
    </FieldRow>
  );
}
