import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import type { ReceiptTemplate, ReceiptType } from '../../db/db';
import { todayIso } from '../../lib/dates';
import { createReceipt, issueField, receiptCreateSchema } from '../../sync/actions/receipts';
import { useTextLimit } from '../../app/form/useTextLimit';
import { DateField } from '../../app/form/DateField';
import { localSaveFailure } from '../../app/errors';

type Field = 'typeId' | 'description' | 'receiptDate' | 'templateId';

/**
 * A new receipt: its type, what it is for and its date, optionally from one of the company's
 * templates (whose lines the server adds). It shows in the list at once and waits in the
 * outbox offline; bad input gets a message on its field and keeps what was typed.
 */
export function ReceiptCreateForm({
  types,
  templates,
  onCreated,
  onCancel,
}: {
  types: ReceiptType[];
  templates: ReceiptTemplate[];
  /** With the new receipt's link. */
  onCreated: (link: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(types[0]?.id ?? null);
  const [description, setDescription] = useState('');
  const [receiptDate, setReceiptDate] = useState(todayIso());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const descriptionLimit = useTextLimit(receiptCreateSchema.entries.description);
  const messages: Record<Field, string> = {
    typeId: t`Choose a type.`,
    description: t`Say what the receipt is for (at most 200 characters).`,
    receiptDate: t`Enter a real date.`,
    templateId: t`Choose one of the templates.`,
  };

  const pickTemplate = (value: string | null) => {
    const template = templates.find((x) => String(x.id) === value) ?? null;
    setTemplateId(template?.id ?? null);
    if (!template) return;
    setTypeId(template.typeId);
    if (!description.trim()) setDescription(template.name);
  };

  const submit = async () => {
    setFailure(null);
    try {
      const made = await createReceipt({
        typeId: typeId ?? 0,
        description,
        receiptDate,
        templateId,
      });
      onCreated(made.clientKey);
    } catch (error) {
      if (error instanceof v.ValiError) {
        const fields = new Set(
          error.issues.map((i: v.BaseIssue<unknown>) => String(issueField(i)) as Field),
        );
        setErrors(Object.fromEntries([...fields].map((f) => [f, messages[f]])));
      } else {
        setFailure(
          localSaveFailure(error, i18n, t`The receipt could not be saved on this device.`),
        );
      }
    }
  };

  const template = templates.find((x) => x.id === templateId);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {templates.length > 0 && (
          <Select
            label={t`Template (optional)`}
            data={templates.map((x) => ({ value: String(x.id), label: x.name }))}
            value={templateId === null ? null : String(templateId)}
            onChange={pickTemplate}
            clearable
            error={errors.templateId}
          />
        )}
        {template && (
          <Text size="sm" c="dimmed">
            <Trans>The template’s lines are added when the receipt reaches the server.</Trans>
          </Text>
        )}
        <Select
          label={t`Type`}
          data={types.map((x) => ({ value: String(x.id), label: x.name }))}
          value={typeId === null ? null : String(typeId)}
          onChange={(value) => setTypeId(value ? Number(value) : null)}
          allowDeselect={false}
          error={errors.typeId}
        />
        <TextInput
          label={t`Description`}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          {...descriptionLimit(description, { error: errors.description })}
          data-autofocus
        />
        <DateField
          label={t`Date`}
          value={receiptDate}
          onChange={setReceiptDate}
          error={errors.receiptDate}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" mih={44}>
            <Trans>Create receipt</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
