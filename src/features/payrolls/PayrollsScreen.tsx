import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePayrolls } from '../../db/payrollsHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { formatMoney, formatPeriod } from './format';
import { PAYROLL_STATUS, PAYROLL_STATUS_COLOR } from './labels';
import classes from './Payrolls.module.css';

const RESOURCES = ['payrolls', 'payrollItems', 'payrollDocuments'] as const;

/** /payrolls: the person's payrolls, newest first, from the local table; works offline. */
export function PayrollsScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const payrolls = usePayrolls();

  if (!payrolls) return <DataLoading />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <LastSynced resource="payrolls" />
        <Anchor component={Link} to="/payrolls-documents" size="sm">
          <Trans>Payroll documents</Trans>
        </Anchor>
      </Group>
      {payrolls.length === 0 ? (
        <EmptyState>
          <Trans>Payrolls not found</Trans>
        </EmptyState>
      ) : (
        <ul className={classes.list} aria-label={t`Payrolls`}>
          {payrolls.map((p) => (
            <li key={p.id} className={classes.item}>
              <UnstyledButton
                component={Link}
                to={`/payrolls/${encodeURIComponent(p.number)}`}
                className={classes.link}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {formatPeriod(p.periodStart)}
                  </Text>
                  <Badge size="sm" variant="light" color={PAYROLL_STATUS_COLOR[p.status]}>
                    {i18n._(PAYROLL_STATUS[p.status])}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {p.number}
                </Text>
                <Group gap="md">
                  <Text size="sm">
                    <Trans>Gross</Trans> {formatMoney(p.gross, i18n.locale)}
                  </Text>
                  <Text size="sm">
                    <Trans>Net</Trans> {formatMoney(p.net, i18n.locale)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
