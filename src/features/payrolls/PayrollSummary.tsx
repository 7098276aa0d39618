import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { formatMoney, formatPeriod } from './format';
import { PAYROLL_STATUS, PAYROLL_STATUS_COLOR } from './labels';

type Summary = {
  number: string;
  periodStart: string;
  periodEnd: string;
  gross: number;
  net: number;
  status: keyof typeof PAYROLL_STATUS;
};

/** Period, number, status and amounts of a payroll (also on its public page). */
export function PayrollSummary({ payroll, children }: { payroll: Summary; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{formatPeriod(payroll.periodStart)}</Text>
          <Badge variant="light" color={PAYROLL_STATUS_COLOR[payroll.status]}>
            {i18n._(PAYROLL_STATUS[payroll.status])}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {payroll.number} · {formatDate(payroll.periodStart)} – {formatDate(payroll.periodEnd)}
        </Text>
        <SimpleGrid cols={2}>
          <div>
            <Text size="xs" c="dimmed">
              <Trans>Gross</Trans>
            </Text>
            <Text fw={600}>{formatMoney(payroll.gross, i18n.locale)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              <Trans>Net</Trans>
            </Text>
            <Text fw={600}>{formatMoney(payroll.net, i18n.locale)}</Text>
          </div>
        </SimpleGrid>
        {children}
      </Stack>
    </Paper>
  );
}
