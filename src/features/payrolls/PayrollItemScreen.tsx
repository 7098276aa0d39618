import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { usePayroll, usePayrollItem } from '../../db/payrollsHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { formatDate } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { DataFrame } from '../../app/frame/DataFrame';
import { DeclineItemModal } from './DeclineItemModal';
import { formatHours, formatMoney, formatPeriod } from './format';
import { ITEM_STATUS, ITEM_STATUS_COLOR } from './labels';

const RESOURCES = ['payrolls', 'payrollItems'] as const;

/** /payroll-items/{id}: one item; an item of an unpaid payroll may be declined with a reason. */
export function PayrollItemScreen() {
  const { t, i18n } = useLingui();
  const id = Number(useParams({ strict: false }).id);
  useRefreshOnOpen(RESOURCES);
  // The item with its flag read after it: a decline still waiting never shows without its badge.
  const [item, flags] =
    useWithFlags(usePayrollItem(Number.isInteger(id) ? id : -1), 'payrollItems') ?? [];
  const payroll = usePayroll(item?.payrollId ?? null);
  const [declining, setDeclining] = useState(false);

  return (
    <DataFrame value={item} notFound={<Trans>Payrolls not found</Trans>}>
      {(item) => {
        const canDecline = item.status !== 'declined' && payroll?.status !== 'paid';
        return (
          <Stack gap="md">
            <LastSynced resource="payrollItems" />
            <Paper withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={700}>{formatDate(item.date)}</Text>
                  <Group gap={4}>
                    <Badge variant="light" color={ITEM_STATUS_COLOR[item.status]}>
                      {i18n._(ITEM_STATUS[item.status])}
                    </Badge>
                    <PendingBadge flag={flags?.get(item.id)} />
                  </Group>
                </Group>
                <Text>{item.description}</Text>
                <Group gap="lg">
                  <Text size="sm">
                    <Trans>Hours</Trans>: {formatHours(item.hours, i18n.locale)}
                  </Text>
                  <Text size="sm">
                    <Trans>Amount</Trans>: {formatMoney(item.amount, i18n.locale)}
                  </Text>
                </Group>
                {payroll && (
                  <Anchor
                    component={Link}
                    to={`/payrolls/${encodeURIComponent(payroll.number)}`}
                    size="sm"
                  >
                    <Trans>Payroll {formatPeriod(payroll.periodStart)}</Trans>
                  </Anchor>
                )}
              </Stack>
            </Paper>
            {item.status === 'declined' && item.declineReason && (
              <Alert color="red" variant="light" title={t`Declined`}>
                <Text size="sm">
                  <Trans>Reason: {item.declineReason}</Trans>
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>The accountant will look at it and contact you.</Trans>
                </Text>
              </Alert>
            )}
            {canDecline ? (
              <Button color="red" variant="light" onClick={() => setDeclining(true)}>
                <Trans>Decline this item</Trans>
              </Button>
            ) : (
              payroll?.status === 'paid' &&
              item.status !== 'declined' && (
                <Text size="sm" c="dimmed">
                  <Trans>This payroll is paid. To change it, contact the accountant.</Trans>
                </Text>
              )
            )}
            <DeclineItemModal
              itemId={item.id}
              description={item.description}
              opened={declining}
              onClose={() => setDeclining(false)}
            />
          </Stack>
        );
      }}
    </DataFrame>
  );
}
