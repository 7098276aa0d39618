import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { INVOICE_STATUS, INVOICE_STATUS_COLOR } from '../../app/labels/invoiceStatus';
import type { InvoiceStatus } from '../../sync/invoiceRules';

export function useInvoiceStatusLabels(): Record<InvoiceStatus, string> {
  const { i18n } = useLingui();
  return {
    open: i18n._(INVOICE_STATUS.open),
    paid: i18n._(INVOICE_STATUS.paid),
    overdue: i18n._(INVOICE_STATUS.overdue),
    cancelled: i18n._(INVOICE_STATUS.cancelled),
  };
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const labels = useInvoiceStatusLabels();
  return (
    <Badge size="sm" variant="light" color={INVOICE_STATUS_COLOR[status]}>
      {labels[status]}
    </Badge>
  );
}
