import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GenericSchema } from 'valibot';
import { maxLengthOf, textLimitState } from '../../lib/textLimit';

export type TextLimitProps = {
  maxLength: number;
  description: ReactNode;
  error: ReactNode;
};

/**
 * Mantine props that show a free-text field's limit on the field: the count against the
 * maximum, the browser's own stop at it, and a field error for a longer value (one that was
 * there before, or came in some way maxLength does not stop). The maximum is read from the
 * schema the server parses with, so the two never disagree. Spread over the field's props:
 * `<TextInput {...limit(value, { error })} />`.
 */
export function useTextLimit(schema: GenericSchema) {
  const { t, i18n } = useLingui();
  const limit = maxLengthOf(schema);
  // "2.000" in German: the figures in the reader's number format.
  const max = i18n.number(limit);
  return (
    value: string,
    own: { description?: ReactNode; error?: ReactNode } = {},
  ): TextLimitProps => {
    const state = textLimitState(value, limit);
    const count = i18n.number(state.count);
    const counter = t`${count} of ${max} characters`;
    return {
      maxLength: limit,
      description: own.description ? (
        <>
          {own.description} · {counter}
        </>
      ) : (
        counter
      ),
      error: state.over ? t`At most ${max} characters, this has ${count}.` : own.error,
    };
  };
}
