import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { parseReceiptsSearch } from '../features/receipts/receiptsSearch';
import { parseInvoiceSearch } from '../features/invoices/invoiceSearch';
import { lazyFeature } from './lazyFeature';

// Invoices and receipts (issue 15). Each route points at ONE lazy screen; pages with a
// parameter only hand it on.

const Invoice = lazyFeature(
  'invoices',
  () => import('../features/invoices/InvoiceScreen'),
  'InvoiceScreen',
);
const Receipt = lazyFeature(
  'receipts',
  () => import('../features/receipts/ReceiptScreen'),
  'ReceiptScreen',
);

export const invoicesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/invoices',
  staticData: { title: msg`Invoices` },
  validateSearch: parseInvoiceSearch,
  component: lazyFeature(
    'invoices',
    () => import('../features/invoices/InvoicesScreen'),
    'InvoicesScreen',
  ),
});

export const invoiceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/invoice/$number',
  staticData: { title: msg`Invoice` },
  component: function InvoicePage() {
    return <Invoice number={invoiceRoute.useParams().number} />;
  },
});

export const receiptsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/receipts',
  staticData: { title: msg`Receipts` },
  validateSearch: parseReceiptsSearch,
  component: lazyFeature(
    'receipts',
    () => import('../features/receipts/ReceiptsScreen'),
    'ReceiptsScreen',
  ),
});

export const receiptRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/receipt/$number',
  staticData: { title: msg`Receipt` },
  component: function ReceiptPage() {
    return <Receipt number={receiptRoute.useParams().number} />;
  },
});

export const financeRoutes = [invoicesRoute, invoiceRoute, receiptsRoute, receiptRoute];
