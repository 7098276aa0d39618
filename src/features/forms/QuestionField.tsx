import { Checkbox, NumberInput, Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  textAnswerSchema,
  type AnswerValue,
  type FileAnswer,
  type FormQuestion,
} from '../../sync/actions/forms';
import { useTextLimit } from '../../app/form/useTextLimit';
import { DateField } from '../../app/form/DateField';
import { SignaturePad } from '../../app/signature/SignaturePad';
import { FileQuestion } from './FileQuestion';
import { GrowingTextarea } from '../../app/form/GrowingTextarea';

type Props = {
  question: FormQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error: string | null;
  disabled: boolean;
};

/** One question of a form, as the input its type needs; its label names it for screen readers. */
export function QuestionField({ question, value, onChange, error, disabled }: Props) {
  const { t, i18n } = useLingui();
  const textLimit = useTextLimit(textAnswerSchema);
  // The range a number answer must lie in, said on the field before anyone types.
  const rangeText = ({ min: low, max: high, help }: FormQuestion) => {
    // "0,5" and "1.000" in German: the bounds in the reader's number format.
    const min = low === null ? null : i18n.number(low);
    const max = high === null ? null : i18n.number(high);
    const range =
      min !== null && max !== null
        ? t`From ${min} to ${max}`
        : min !== null
          ? t`At least ${min}`
          : max !== null
            ? t`At most ${max}`
            : null;
    return range && help ? `${help} · ${range}` : range;
  };
  const common = {
    label: question.label,
    description: question.help ?? undefined,
    required: question.required,
    error: error ?? undefined,
    disabled,
  };
  switch (question.type) {
    case 'text':
      return (
        <GrowingTextarea
          {...common}
          {...textLimit(typeof value === 'string' ? value : '', common)}
          minRows={1}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={question.min ?? undefined}
          max={question.max ?? undefined}
          description={rangeText(question) ?? common.description}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'date':
      return (
        <DateField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(day) => onChange(day || null)}
        />
      );
    case 'yesNo':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(v) => onChange(v === 'yes')}
        >
          <Stack gap={4} mt={4}>
            <Radio value="yes" label={t`Yes`} disabled={disabled} />
            <Radio value="no" label={t`No`} disabled={disabled} />
          </Stack>
        </Radio.Group>
      );
    case 'singleChoice':
      return (
        <Radio.Group
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
        >
          <Stack gap={4} mt={4}>
            {question.options.map((o) => (
              <Radio key={o} value={o} label={o} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multipleChoice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
        >
          <Stack gap={4} mt={4}>
            {question.options.map((o) => (
              <Checkbox key={o} value={o} label={o} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'file':
      return (
        <FileQuestion
          question={question}
          value={(value as FileAnswer | null | undefined) ?? null}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
    case 'signature':
      return disabled ? null : (
        <SignaturePad label={question.label} onChange={(v) => onChange(v)} error={error} />
      );
  }
}
