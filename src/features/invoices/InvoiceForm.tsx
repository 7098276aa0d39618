import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  ITEM_LIMITS,
  invoiceInputSchema,
  invoiceSums,
  type InvoiceFormValues,
} from '../../sync/invoiceRules';
import { useTextLimit } from '../../app/form/useTextLimit';
import { formatCents, formatPercent } from '../../lib/money';
import {
  checkForm,
  newLine,
  summableLines,
  type FieldErrors,
  type FieldProblem,
  type InvoiceFormState,
  type LineState,
} from './invoiceForm';
import { GrowingTextarea } from '../../app/form/GrowingTextarea';
import { FieldRow, FieldWithAction } from '../../app/form/FieldRow';
import { DateField } from '../../app/form/DateField';
import { localSaveFailure } from '../../app/errors';

const INPUT = { input: { minHeight: 44 } };

function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t, i18n } = useLingui();
  // Examples in the reader's language, so they show which decimal separator it takes.
  const quantity = i18n.number(1.5);
  const price = i18n.number(12.5, { minimumFractionDigits: 2 });
  const vat = i18n.number(5.5);
  const texts: Record<FieldProblem, string> = {
    description: t`Say what the invoice is for (at most 500 characters).`,
    invoiceDate: t`Enter a real date.`,
    dueDate: t`Enter a real date.`,
    dueBeforeInvoice: t`The due date must not be before the invoice date.`,
    noLines: t`Add at least one line.`,
    lineDescription: t`Say what the line is for (at most 200 characters).`,
    quantity: t`Enter a quantity other than 0, with at most 3 decimals, e.g. ${quantity}.`,
    unitPrice: t`Enter a price of 0 or more, with at most 2 decimals, e.g. ${price}.`,
    vatRate: t`Enter a VAT rate from 0 to 100, e.g. ${vat}.`,
    tooLarge: t`This number is too large.`,
  };
  return (problem) => (problem ? texts[problem] : undefined);
}

function LineFields({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: LineState;
  index: number;
  errors: FieldErrors;
  onChange: (next: LineState) => void;
  onRemove: (() => void) | null;
}) {
  const { t, i18n } = useLingui();
  const message = useProblemText();
  const n = index + 1;
  const discount = formatPercent(line.discountPercent, i18n.locale);
  const error = (field: string) => message(errors[`items.${index}.${field}`]);
  return (
    <Fieldset legend={t`Line ${n}`} p="sm">
      <Stack gap="xs">
        <FieldWithAction
          action={
            onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                onClick={onRemove}
                aria-label={t`Remove line ${n}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )
          }
        >
          <TextInput
            label={t`Description`}
            value={line.description}
            onChange={(e) => onChange({ ...line, description: e.currentTarget.value })}
            error={error('description')}
            maxLength={200}
            styles={INPUT}
          />
        </FieldWithAction>
        {/* Three narrow columns at 390 px cut the figures off and broke the messages into
            word pieces: a field keeps 9rem, so a phone gets two columns and VAT goes below. */}
        <FieldRow cols={3} minFieldWidth="9rem" spacing="xs">
          <TextInput
            label={t`Quantity`}
            inputMode="decimal"
            value={line.quantity}
            onChange={(e) => onChange({ ...line, quantity: e.currentTarget.value })}
            error={error('quantity')}
            styles={INPUT}
          />
          <TextInput
            label={t`Unit price`}
            inputMode="decimal"
            value={line.unitPrice}
            onChange={(e) => onChange({ ...line, unitPrice: e.currentTarget.value })}
            error={error('unitPriceCents')}
            styles={INPUT}
          />
          <TextInput
            label={t`VAT %`}
            inputMode="decimal"
            value={line.vatRate}
            onChange={(e) => onChange({ ...line, vatRate: e.currentTarget.value })}
            error={error('vatRate')}
            styles={INPUT}
          />
        </FieldRow>
        {line.discountPercent > 0 && (
          // The form does not change a line's discount, but the totals count it: say so.
          <Text size="xs" c="dimmed">
            {t`${discount} discount`}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * The invoice form of create and edit: description, dates, lines (description, quantity, unit
 * price, VAT rate) with the totals live from invoiceSums. Checked with the server's schema on
 * saving; each field shows its own message and nothing typed is lost. `onSave` queues the
 * change (it reaches the server when there is a connection).
 */
export function InvoiceForm({
  initial,
  currency,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: InvoiceFormState;
  currency: string;
  submitLabel: string;
  onSave: (input: InvoiceFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const message = useProblemText();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locale = i18n.locale;
  const descriptionLimit = useTextLimit(invoiceInputSchema.entries.description);
  const sums = useMemo(() => invoiceSums(summableLines(state, locale)), [state, locale]);
  const money = (cents: number) => formatCents(cents, currency, i18n.locale);
  const set = (patch: Partial<InvoiceFormState>) => setState((s) => ({ ...s, ...patch }));
  const setLine = (i: number, next: LineState) =>
    setState((s) => ({ ...s, lines: s.lines.map((l, j) => (j === i ? next : l)) }));
  const last = state.lines[state.lines.length - 1];

  const submit = async () => {
    setFailure(null);
    const checked = checkForm(state, locale);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSaving(true);
    try {
      await onSave(checked.input);
    } catch (error) {
      setFailure(
        localSaveFailure(error, i18n, t`The invoice could not be saved on this device. Try again.`),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <GrowingTextarea
          label={t`Invoice description`}
          value={state.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          {...descriptionLimit(state.description, { error: message(errors.description) })}
          minRows={2}
          data-autofocus
        />
        <FieldRow spacing="xs">
          <DateField
            label={t`Invoice date`}
            value={state.invoiceDate}
            onChange={(day) => set({ invoiceDate: day })}
            error={message(errors.invoiceDate)}
            styles={INPUT}
          />
          <DateField
            label={t`Due date`}
            value={state.dueDate}
            onChange={(day) => set({ dueDate: day })}
            error={message(errors.dueDate)}
            styles={INPUT}
          />
        </FieldRow>
        {state.lines.map((line, i) => (
          <LineFields
            key={line.key}
            line={line}
            index={i}
            errors={errors}
            onChange={(next) => setLine(i, next)}
            onRemove={
              state.lines.length > 1
                ? () => set({ lines: state.lines.filter((l) => l.key !== line.key) })
                : null
            }
          />
        ))}
        {errors.items && (
          <Text size="sm" c="red" role="alert">
            {message(errors.items)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPlus size={16} />}
            disabled={state.lines.length >= ITEM_LIMITS.maxItems}
            onClick={() => set({ lines: [...state.lines, newLine(last?.vatRate)] })}
          >
            <Trans>Add line</Trans>
          </Button>
        </Group>
        <Divider />
        <Stack gap={2} aria-label={t`Totals`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Trans>Net</Trans>
            </Text>
            <Text size="sm">{money(sums.netCents)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Trans>VAT</Trans>
            </Text>
            <Text size="sm">{money(sums.vatCents)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700}>
              <Trans>Total</Trans>
            </Text>
            <Text size="sm" fw={700}>
              {money(sums.grossCents)}
            </Text>
          </Group>
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" mih={44} loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
