import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceItem, InvoiceRow } from '../../sync/invoiceRules';
import { editInvoice } from '../../sync/actions/invoices';
import { InvoiceForm } from './InvoiceForm';
import { fromInvoice, PHONE_MEDIA_QUERY } from './invoiceForm';

/**
 * "Edit" on an open invoice (invoices EDIT): the same form, filled with the invoice as this
 * device shows it. Saving changes it here at once and queues the change.
 */
export function EditInvoiceButton({
  invoice,
  items,
}: {
  invoice: InvoiceRow;
  items: InvoiceItem[];
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  return (
    <>
      <Button
        variant="light"
        mih={44}
        leftSection={<IconPencil size={16} />}
        onClick={() => setOpen(true)}
      >
        {t`Edit invoice`}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Edit invoice`}
        fullScreen={phone}
        size="lg"
      >
        {open && (
          <InvoiceForm
            initial={fromInvoice(invoice, items, i18n.locale)}
            currency={invoice.currency}
            submitLabel={t`Save changes`}
            onCancel={() => setOpen(false)}
            onSave={async (input) => {
              await editInvoice(invoice.id, input);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
