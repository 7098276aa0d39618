import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatus } from '../../sync/invoiceRules';

const COLOR = { open: 'blue', paid: 'green', overdue: 'red', cancelled: 'gray' } as const;

export function useInvoiceStatusLabels(): Record<InvoiceStatus, string> {
  const { t } = useLingui();
  return {
    // "Open" alone is also the verb on buttons: the context keeps "unpaid" apart in translation.
    open: t({ message: 'Open', context: 'invoice status' }),
    paid: t`Paid`,
    overdue: t`Overdue`,
    cancelled: t`Cancelled`,
  };
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const labels = useInvoiceStatusLabels();
  return (
    <Badge size="sm" variant="light" color={COLOR[status]}>
      {labels[status]}
    </Badge>
  );
}
