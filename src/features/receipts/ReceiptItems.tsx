import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { ConfirmModal } from '../../app/ConfirmModal';
import { EmptyState } from '../../app/frame/DataFrame';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { ReceiptItem } from '../../db/db';
import type { EntityFlag } from '../../db/outboxQueries';
import { addReceiptItem, deleteReceiptItem } from '../../sync/actions/receipts';
import { decimalToCents } from '../../sync/actions/receipts';
import { formatCents } from '../../lib/money';
import { itemProblems, itemTotalCents, readItem, type ItemField } from './money';
import type { ReceiptRights } from './receiptRights';
import { FieldRow } from '../../app/form/FieldRow';
import { localSaveFailure } from '../../app/errors';

/** The receipt's lines: add one (CREATE), delete one after asking (DELETE); both offline. */
export function ReceiptItems({
  receiptId,
  currency,
  items,
  flags,
  rights,
}: {
  receiptId: number;
  currency: string;
  items: ReceiptItem[];
  /** The lines' outbox flags, read after `items` (see ReceiptScreen). */
  flags: Map<number, EntityFlag>;
  rights: ReceiptRights;
}) {
  const { t, i18n } = useLingui();
  const [deleting, setDeleting] = useState<ReceiptItem | null>(null);
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ItemField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, currency, i18n.locale);
  const example = i18n.number(12.5, { minimumFractionDigits: 2 });
  const messages: Record<ItemField, string> = {
    description: t`Say what the line is (at most 200 characters).`,
    quantity: t`Enter a quantity above 0, e.g. 2.`,
    amount: t`Enter an amount of 0 or more with at most two decimals, e.g. ${example}.`,
  };
  const tooLarge = t`This number is too large.`;

  const add = async () => {
    setFailure(null);
    try {
      await addReceiptItem(receiptId, readItem({ description, quantity, amount }, i18n.locale));
      setDescription('');
      setQuantity('1');
      setAmount('');
      setErrors({});
    } catch (error) {
      if (error instanceof v.ValiError) {
        const problems = Object.entries(itemProblems(error.issues)) as [ItemField, string][];
        setErrors(
          Object.fromEntries(
            problems.map(([f, kind]) => [f, kind === 'tooLarge' ? tooLarge : messages[f]]),
          ),
        );
      } else {
        setFailure(localSaveFailure(error, i18n, t`The line could not be saved on this device.`));
      }
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>Items</Trans>
      </Title>
      {items.length === 0 ? (
        <EmptyState>{t`No items yet.`}</EmptyState>
      ) : (
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Items`}
        >
          {items.map((item) => (
            <Group
              component="li"
              key={item.id}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              aria-label={item.description}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {item.description}
                  </Text>
                  <PendingBadge flag={flags.get(item.id)} />
                </Group>
                <Text size="sm" c="dimmed">
                  {i18n.number(item.quantity)} × {money(decimalToCents(item.amount))} ={' '}
                  {money(itemTotalCents(item))}
                </Text>
              </Stack>
              {rights.remove && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t`Delete the line ${item.description}`}
                  onClick={() => setDeleting(item)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {rights.create && (
        <form
          noValidate
          aria-label={t`Add a line`}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t`Line description`}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
              maxLength={200}
            />
            <FieldRow>
              <TextInput
                label={t`Quantity`}
                inputMode="decimal"
                value={quantity}
                onChange={(e) => setQuantity(e.currentTarget.value)}
                error={errors.quantity}
              />
              <TextInput
                label={t`Amount (${currency})`}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                error={errors.amount}
              />
            </FieldRow>
            {failure && (
              <Text c="red" size="sm" role="alert">
                {failure}
              </Text>
            )}
            <Button type="submit" variant="light" mih={44}>
              <Trans>Add line</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t`Delete this line?`}
        text={t`“${deleting?.description ?? ''}” is removed from the receipt.`}
        confirmLabel={t`Delete line`}
        danger
        onConfirm={() => {
          if (deleting)
            void deleteReceiptItem(deleting.id).catch((error: unknown) =>
              setFailure(
                localSaveFailure(error, i18n, t`The change could not be saved on this device.`),
              ),
            );
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
