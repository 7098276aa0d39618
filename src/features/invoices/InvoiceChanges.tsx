import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { EntityFlag } from '../../db/hooks';
import { useInvoiceItems } from '../../db/invoiceHooks';
import { todayIso } from '../../lib/dates';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { useSession } from '../../session/useSession';
import { statusOn, type InvoiceRow, type InvoiceStatus } from '../../sync/invoiceRules';
import { EditInvoiceButton } from './EditInvoiceButton';
import { invoiceAbilities } from './invoiceRights';

/** What the person may do here, and what the outbox says of the invoice's changes. */
export function InvoiceChanges({
  invoice,
  flag,
}: {
  invoice: InvoiceRow;
  flag: EntityFlag | undefined;
}) {
  const session = useSession();
  const items = useInvoiceItems(invoice.id);
  const status = statusOn(invoice.status, invoice.dueDate, todayIso());
  const abilities = (s: InvoiceStatus) =>
    session.status === 'authenticated'
      ? invoiceAbilities(
          normaliseLoginTypes(session.payload.loginData.loginTypes),
          session.rights,
          s,
        )
      : null;
  const may = abilities(status);
  // Someone who could edit it were it open is told why there is no Edit.
  const mayEditOpen = abilities('open')?.edit ?? false;
  return (
    <>
      {(flag === 'conflict' || flag === 'refused' || flag === 'failed') && (
        <Alert color={flag === 'conflict' ? 'grape' : 'red'} role="alert">
          <Stack gap={4}>
            <Text size="sm">
              {flag === 'conflict' ? (
                <Trans>
                  Someone else changed this invoice in the meantime. Choose which version to keep.
                </Trans>
              ) : (
                <Trans>The server did not accept the change to this invoice.</Trans>
              )}
            </Text>
            <Anchor component={Link} to="/outbox" size="sm">
              <Trans>See and resolve the change</Trans>
            </Anchor>
          </Stack>
        </Alert>
      )}
      {may?.edit && items !== undefined && (
        <Group>
          <EditInvoiceButton invoice={invoice} items={items} />
        </Group>
      )}
      {!may?.edit && mayEditOpen && (
        <Text size="sm" c="dimmed">
          <Trans>A paid or cancelled invoice cannot be changed.</Trans>
        </Text>
      )}
    </>
  );
}
