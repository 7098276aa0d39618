import { useLingui } from '@lingui/react/macro';
import type { PlusCrewValueType } from '../../db/db';
import { numberText, readNumber } from '../../lib/number';
import { figureProblem, MAX_DAILY_HOURS } from '../../sync/actions/plusCrewFigures';

/**
 * A plus-crew figure field in the reader's language: what was typed read as a number, the
 * field's message (examples written with the language's decimal separator) and a stored
 * figure shown for editing. The data and settings screens share it, so they say the same.
 */
export function useFigureField() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const read = (raw: string): number => readNumber(raw, locale);
  const money = i18n.number(1250.5, { minimumFractionDigits: 2 });
  const hours = i18n.number(7.5);
  const maxHours = i18n.number(MAX_DAILY_HOURS);

  /** The message for a typed figure, or null (an empty field is the caller's to judge). */
  const problem = (raw: string, unit: PlusCrewValueType['unit']): string | null => {
    if (raw.trim() === '') return null;
    switch (figureProblem(read(raw), unit)) {
      case 'notANumber':
        return unit === 'hours'
          ? t`Enter the hours, e.g. ${hours}.`
          : t`Enter a number, e.g. ${money}.`;
      case 'negative':
        return t`Must not be negative.`;
      case 'tooManyHours':
        return t`At most ${maxHours} hours a day.`;
      case 'tooLarge':
        return t`This number is too large.`;
      default:
        return null;
    }
  };

  const show = (n: number | null | undefined): string =>
    n === null || n === undefined ? '' : numberText(n, locale);

  return { read, problem, show };
}
