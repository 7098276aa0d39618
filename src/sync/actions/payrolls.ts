import * as v from 'valibot';
import { payrollItemDeclineSchema } from '../../api/schemas/payrolls';
import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';

/** API paths of the files a KeptFileButton keeps (screens do not import src/api). */
export { payrollDownloadPath } from '../../api/schemas/payrolls';

/** The server's rule for a decline reason, so the field shows the limit it is held to. */
export const DECLINE_REASON_RULE = payrollItemDeclineSchema.entries.reason;

export class PayrollItemNotDeclinableError extends Error {}

/**
 * Declines a payroll item with a reason (SPEC §7 `decline`): the row shows "declined" at once
 * (pending) and the request waits in the outbox, both in ONE transaction. The server answers
 * with the item and records the accountant's to-do (TODO_PAYROLL_ITEM).
 */
export async function declinePayrollItem(id: number, reason: string): Promise<void> {
  const valid = v.parse(payrollItemDeclineSchema, { reason });
  await db.transaction('rw', db.session, db.payrollItems, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const row = await db.payrollItems.get(id);
    if (!row || row.status === 'declined') {
      throw new PayrollItemNotDeclinableError('This payroll item cannot be declined');
    }
    await db.payrollItems.update(id, { status: 'declined', declineReason: valid.reason });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'payrollItem.decline',
        method: 'POST',
        path: `/payrollItems/${id}/decline`,
        body: { reason: valid.reason },
        entity: { table: 'payrollItems', id },
        baseVersion: row.version,
        undo: [{ table: 'payrollItems', id, row }],
      }),
    );
  });
  notifyEnqueued();
}
