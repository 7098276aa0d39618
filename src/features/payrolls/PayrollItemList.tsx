import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PayrollItem } from '../../db/payrollsHooks';
import type { EntityFlag } from '../../db/hooks';
import { formatDay } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { formatHours, formatMoney } from './format';
import { ITEM_STATUS, ITEM_STATUS_COLOR } from './labels';
import classes from './Payrolls.module.css';

type Props = { items: PayrollItem[]; flags: Map<number, EntityFlag> };

/** The items of one payroll: date, description, hours, amount, status (and pending changes). */
export function PayrollItemList({ items, flags }: Props) {
  const { t, i18n } = useLingui();
  return (
    <ul className={classes.list} aria-label={t`Payroll items`}>
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <UnstyledButton
            component={Link}
            to={`/payroll-items/${item.id}`}
            className={classes.link}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {formatDay(item.date)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge size="xs" variant="light" color={ITEM_STATUS_COLOR[item.status]}>
                  {i18n._(ITEM_STATUS[item.status])}
                </Badge>
                <PendingBadge flag={flags.get(item.id)} />
              </Group>
            </Group>
            <Text size="sm">{item.description}</Text>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {item.hours === null ? '' : t`${formatHours(item.hours, i18n.locale)} hours`}
              </Text>
              <Text size="sm">{formatMoney(item.amount, i18n.locale)}</Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
