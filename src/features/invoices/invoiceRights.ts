import { hasRight, type Rights } from '../../session/rights';
import { isEditable, type InvoiceStatus } from '../../sync/invoiceRules';

/**
 * What the invoice screens offer (SPEC §2, §6): reading needs the client login type and the
 * invoices right; creating CREATE, editing EDIT on an invoice still open. The server checks
 * the same (server/routes/invoices.ts); this only hides what would be refused.
 */
export function invoiceAbilities(
  loginTypes: ReadonlySet<string>,
  rights: Rights,
  status: InvoiceStatus | null = null,
) {
  const read = loginTypes.has('client') && hasRight(rights, 'invoices');
  return {
    read,
    create: read && hasRight(rights, 'invoices', 'CREATE'),
    edit: read && hasRight(rights, 'invoices', 'EDIT') && status !== null && isEditable(status),
  };
}
