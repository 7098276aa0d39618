import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxRecord } from '../../db/db';
import type { MessageDescriptor } from '@lingui/core';

const STATE_LABELS: Record<OutboxRecord['state'], MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sending: msg`Sending`,
  failed: msg`Not accepted`,
  conflict: msg`Conflict`,
  done: msg`Sent`,
};

export function stateLabel(record: OutboxRecord, i18n: I18n): string {
  return i18n._(STATE_LABELS[record.state]);
}

/** A sentence naming the change, for the outbox list. */
export function describeRecord(record: OutboxRecord, i18n: I18n): string {
  const body = (record.body ?? {}) as Record<string, unknown>;
  const date = typeof body.startDate === 'string' ? body.startDate : '';
  switch (record.kind) {
    case 'blockDate.create':
      return i18n._(msg`Block dates from ${date}`);
    case 'blockDate.delete':
      return i18n._(msg`Delete a blocked date`);
    default:
      return i18n._(msg`Change ${record.kind}`);
  }
}
