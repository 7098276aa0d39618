import { DateInput, type DateInputProps } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '../../lib/dates';
import { datePattern, formatDateText, parseDateText } from './dateText';

type Props = Pick<
  DateInputProps,
  'label' | 'description' | 'required' | 'error' | 'disabled' | 'classNames' | 'styles'
> & {
  /** The day, 'YYYY-MM-DD'; '' for none. */
  value: string;
  /** Called with the day chosen or typed ('YYYY-MM-DD'), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /**
   * The first and last day the calendar offers, 'YYYY-MM-DD'. A day typed outside them is
   * still passed on, for the form to say what is wrong with it (as a browser's min and max).
   */
  minDate?: string;
  maxDate?: string;
  /** A clear button and an empty field allowed; by default when the field is not required. */
  clearable?: boolean;
  /** The field a dialog focuses when it opens (Mantine's Modal). */
  'data-autofocus'?: boolean;
};

/**
 * A date field in the reader's language: typed as the language writes a short date
 * ("15-01-2026" in Dutch, "15.01.2026" in German, British day-first in English) or ISO
 * "2026-01-15", or picked from a month calendar. The browser's own date field drew the
 * browser's language instead (mm/dd/yyyy in an English Chromium), whatever the person chose
 * in the app (issue 17). Values stay 'YYYY-MM-DD' strings, so forms check them as before.
 *
 * A typed day counts as soon as it is whole; leaving the field writes it in the language's
 * format. Text that is no day is put back on leaving, so the field shows what the form holds,
 * and the field says why under it ("Not a date. Type it as DD-MM-YYYY.") until the next
 * keystroke or choice: the text did not vanish without a word.
 */
export function DateField({
  value,
  onChange,
  clearable,
  required,
  minDate,
  maxDate,
  ...field
}: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const canClear = clearable ?? !required;
  // The calendar opens on a tap or click and while typing, not on focus alone (Mantine's
  // way): tabbing through a form, or a dialog focusing the field as it opens, laid it over
  // the fields below. While it is open, Escape closes the calendar only, not the dialog
  // around with what was filled in (Mantine's Select does the same through this attribute).
  const [open, setOpen] = useState(false);
  // Text left in the field that was no day: put back by Mantine, and said so under the field.
  const [notADay, setNotADay] = useState(false);
  const pattern = placeholder(datePattern(locale), {
    DD: t({ message: 'DD', comment: 'The day in a date as typed, 15 in 15/01/2026' }),
    MM: t({ message: 'MM', comment: 'The month in a date as typed, 01 in 15/01/2026' }),
    YYYY: t({ message: 'YYYY', comment: 'The year in a date as typed, 2026 in 15/01/2026' }),
  });
  return (
    <DateInput
      {...field}
      error={notADay ? t`Not a date. Type it as ${pattern}.` : field.error}
      data-mantine-stop-propagation={open || undefined}
      onClick={() => setOpen(true)}
      onInput={() => {
        setOpen(true);
        setNotADay(false);
      }}
      onBlur={(e) => {
        setOpen(false);
        // Mantine hears the blur after this and only then puts the form's day back.
        const text = e.currentTarget.value.trim();
        setNotADay(text !== '' && parseDateText(text, locale) === null);
      }}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      getDayProps={() => ({ onClick: () => setOpen(false) })}
      popoverProps={{ opened: open, onClose: () => setOpen(false) }}
      required={required}
      value={value || null}
      onChange={(day) => {
        setNotADay(false);
        onChange(day ?? '');
      }}
      valueFormat={(day) => formatDateText(day, locale)}
      dateParser={(text) => parseDateText(text, locale)}
      placeholder={pattern}
      clearable={canClear}
      allowDeselect={canClear}
      clearButtonProps={{ 'aria-label': t`Clear date` }}
      locale={locale.toLowerCase()}
      firstDayOfWeek={1}
      // Not Mantine's minDate and maxDate: they also drop a typed day outside them without a
      // word, where the form's own check says why (a later day, a year out of range).
      excludeDate={(day) => (!!minDate && day < minDate) || (!!maxDate && day > maxDate)}
      ariaLabels={{
        previousMonth: t`Previous month`,
        nextMonth: t`Next month`,
        previousYear: t`Previous year`,
        nextYear: t`Next year`,
        previousDecade: t`Previous decade`,
        nextDecade: t`Next decade`,
      }}
      // A day of the calendar is named by its whole date, not its number alone.
      getDayAriaLabel={(day) => formatDate(day)}
    />
  );
}

/** "DD-MM-JJJJ": the pattern with its parts in the reader's words, its separators as typed. */
function placeholder(pattern: string, parts: Record<'DD' | 'MM' | 'YYYY', string>): string {
  return pattern.replace(/DD|MM|YYYY/g, (part) => parts[part as keyof typeof parts]);
}
