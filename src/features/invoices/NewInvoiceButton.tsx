import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { todayIso } from '../../lib/dates';
import { createInvoice } from '../../sync/actions/invoices';
import { InvoiceForm } from './InvoiceForm';
import { formDefaults, PHONE_MEDIA_QUERY } from './invoiceForm';

/**
 * "New invoice" (invoices CREATE): the form in a dialog, full screen on a phone. Saving shows
 * the invoice at once, also offline, under the key it was made with until the server gives it
 * a number.
 */
export function NewInvoiceButton({ currency }: { currency: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const navigate = useNavigate();
  return (
    <>
      <Button mih={44} leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        {t`New invoice`}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t`New invoice`}
        fullScreen={phone}
        size="lg"
      >
        <InvoiceForm
          initial={formDefaults(todayIso())}
          currency={currency}
          submitLabel={t`Create invoice`}
          onCancel={() => setOpen(false)}
          onSave={async (input) => {
            const made = await createInvoice(input);
            setOpen(false);
            void navigate({ to: '/invoice/$number', params: { number: made.clientKey } });
          }}
        />
      </Modal>
    </>
  );
}
