import { hasRight, type Rights } from '../../session/rights';

export type ReceiptRights = { create: boolean; remove: boolean };

/** SPEC §6: receipts CREATE creates, copies and adds lines and photos; DELETE deletes. */
export function receiptRights(rights: Rights): ReceiptRights {
  return {
    create: hasRight(rights, 'receipts', 'CREATE'),
    remove: hasRight(rights, 'receipts', 'DELETE'),
  };
}
