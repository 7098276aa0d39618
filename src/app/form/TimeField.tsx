import { Input, TextInput, type TextInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TOUCH_TARGET_PX } from '../../theme/mantineTheme';
import { parseTimeText } from './timeText';

type Props = Pick<TextInputProps, 'label' | 'description' | 'required' | 'error' | 'disabled'> & {
  /** The time of day, 24-hour 'HH:mm'; '' for none. */
  value: string;
  /** Called with the time typed ('HH:mm'), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /** A clear button and an empty field allowed; by default when the field is not required. */
  clearable?: boolean;
};

/**
 * A time field that writes 24-hour time in every language, as the app does everywhere
 * ("08:00–11:00"). The browser's own time field drew the browser's language instead
 * ("--:-- --" with AM and PM in an English Chromium), whatever the person chose in the app
 * (issue 17). Not Mantine's TimePicker: its hours and minutes are two spin buttons, the
 * minutes one unnamed and out of the Tab order, an empty one read as "0", and text put in
 * at once ("09:45" pasted by a password manager or filled by a test) became 05:--.
 *
 * Typed as "09:45", "9:45", "0945" (a phone's number keypad has no colon) or "09.45"; a typed
 * time counts as soon as it is one, and leaving the field writes it as 'HH:mm'. Text that is
 * no time is put back on leaving, so the field shows what the form holds, and the field says
 * why under it until the next keystroke.
 */
export function TimeField({ value, onChange, clearable, required, ...field }: Props) {
  const { t } = useLingui();
  // What is typed, while the field has the focus; otherwise the field shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  // Text left in the field that was no time: put back, and said so under the field.
  const [notATime, setNotATime] = useState(false);
  const canClear = clearable ?? !required;
  const pattern = t({
    message: 'HH:MM',
    comment: 'A time of day as typed, 24-hour: hours and minutes, 08:30',
  });
  return (
    <TextInput
      {...field}
      error={notATime ? t`Not a time. Type it as ${pattern}.` : field.error}
      required={required}
      value={typing ?? value}
      onFocus={() => setTyping(value)}
      onBlur={() => {
        setNotATime(!!typing?.trim() && parseTimeText(typing) === null);
        setTyping(null);
      }}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setNotATime(false);
        setTyping(text);
        const time = text.trim() === '' ? '' : parseTimeText(text);
        if (time !== null && time !== value) onChange(time);
      }}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      // The clear button as Mantine's own fields draw it (DateField's), as wide as a touch target.
      rightSectionPointerEvents="all"
      rightSectionWidth={TOUCH_TARGET_PX}
      rightSection={
        canClear && value ? (
          <Input.ClearButton
            aria-label={t`Clear time`}
            onClick={() => {
              setNotATime(false);
              onChange('');
            }}
          />
        ) : undefined
      }
    />
  );
}
