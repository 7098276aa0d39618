import { useLingui } from '@lingui/react/macro';

/** The export's column names, in the person's language. */
export function useCsvHeader(): string[] {
  const { t } = useLingui();
  return [
    t`Project number`,
    t`Project`,
    t`Crew`,
    t`Function`,
    t`Person`,
    t`Start date`,
    t`Start time`,
    t`End date`,
    t`End time`,
    t`Status`,
    t`Booked`,
    t`Needed`,
  ];
}
