import { Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { DateRange, DateRangeProblem, DateRangeProblems } from './dateRange';

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
  };
  return (
    <Group grow align="flex-start">
      <TextInput
        type="date"
        label={t`First day`}
        required
        value={values.startDate}
        onChange={(e) => onChange('startDate', e.currentTarget.value)}
        error={problems.startDate && text[problems.startDate]}
      />
      <TextInput
        type="date"
        label={endRequired ? t`Last day` : t`Last day (optional)`}
        required={endRequired}
        value={values.endDate}
        onChange={(e) => onChange('endDate', e.currentTarget.value)}
        error={problems.endDate && text[problems.endDate]}
      />
    </Group>
  );
}
