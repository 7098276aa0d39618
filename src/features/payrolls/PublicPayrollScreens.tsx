import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { formatDay } from '../../lib/dates';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { PayrollSummary } from './PayrollSummary';
import { formatHours, formatMoney } from './format';
import { ITEM_STATUS } from './labels';
import { usePublicPayroll, usePublicPayrollList, type PublicLoad } from './usePublicPayrolls';
import classes from './Payrolls.module.css';

const tokenOf = (search: Record<string, unknown>) =>
  typeof search.token === 'string' && search.token ? search.token : undefined;

function Status<T>({ load }: { load: PublicLoad<T> }) {
  if (load.state === 'loading') return <DataLoading />;
  return (
    <Alert color="red" role="alert">
      <Trans>The payroll could not be loaded. Check your connection and try again.</Trans>
    </Alert>
  );
}

/** A shared link that grants nothing: an incomplete or withdrawn link, said with the way out. */
function NotFound() {
  return (
    <Stack gap={0}>
      <EmptyState>
        <Trans>Payrolls not found</Trans>
      </EmptyState>
      <Text c="dimmed" ta="center" size="sm">
        <Trans>
          The link may be incomplete or no longer valid. Open it again from your e-mail, or ask the
          office for a new one.
        </Trans>
      </Text>
    </Stack>
  );
}

/** /public/payrolls?token=…: the payroll a shared link grants, without logging in. */
export function PublicPayrollsScreen() {
  const token = tokenOf(useSearch({ strict: false }));
  const load = usePublicPayrollList(token);
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        <Trans>Payrolls</Trans>
      </Title>
      {load.state !== 'ready' ? (
        <Status load={load} />
      ) : load.data.length === 0 ? (
        <NotFound />
      ) : (
        load.data.map((p) => (
          <Anchor
            key={p.number}
            component={Link}
            to={`/public/payrolls/${encodeURIComponent(p.number)}?token=${encodeURIComponent(token ?? '')}`}
          >
            <PayrollSummary payroll={p} />
          </Anchor>
        ))
      )}
    </Stack>
  );
}

/** /public/payrolls/{number}?token=…: one payroll with its items, read-only. */
export function PublicPayrollScreen() {
  const { t, i18n } = useLingui();
  const number = useParams({ strict: false }).number ?? '';
  const token = tokenOf(useSearch({ strict: false }));
  const load = usePublicPayroll(number, token);
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        <Trans>Payroll</Trans>
      </Title>
      {load.state !== 'ready' ? (
        <Status load={load} />
      ) : load.data === null ? (
        <NotFound />
      ) : (
        <>
          <PayrollSummary payroll={load.data} />
          <ul className={classes.list} aria-label={t`Payroll items`}>
            {load.data.items.map((item, i) => (
              <li key={i} className={classes.item}>
                <Stack gap={2} py="xs">
                  <Text size="sm" fw={600}>
                    {formatDay(item.date)} · {i18n._(ITEM_STATUS[item.status])}
                  </Text>
                  <Text size="sm">{item.description}</Text>
                  <Text size="xs" c="dimmed">
                    {item.hours === null ? '' : t`${formatHours(item.hours, i18n.locale)} hours`}
                    {item.hours === null ? '' : ' · '}
                    {formatMoney(item.amount, i18n.locale)}
                  </Text>
                </Stack>
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
