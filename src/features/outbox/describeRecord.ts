import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxRecord } from '../../db/db';
import type { MessageDescriptor } from '@lingui/core';
import { isOutboxKind, KIND_LABELS } from './kindLabels';

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
  // A record queued by an older build may carry a kind this build no longer knows.
  if (!isOutboxKind(record.kind)) return i18n._(msg`Change ${record.kind}`);
  const label = KIND_LABELS[record.kind];
  return i18n._(
    typeof label === 'function' ? label((record.body ?? {}) as Record<string, unknown>) : label,
  );
}
