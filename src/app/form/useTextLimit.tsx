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
  const { t } = useLingui();
  const max = maxLengthOf(schema);
  return (
    value: string,
    own: { description?: ReactNode; error?: ReactNode } = {},
  ): TextLimitProps => {
    const { count, over } = textLimitState(value, max);
    const counter = t`${count} of ${max} characters`;
    return {
      maxLength: max,
      description: own.description ? (
        <>
          {own.description} · {counter}
        </>
      ) : (
        counter
      ),
      error: over ? t`At most ${max} characters, this has ${count}.` : own.error,
    };
  };
}
