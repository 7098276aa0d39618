import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxRecord } from '../../db/db';
import type { MessageDescriptor } from '@lingui/core';
import { changeFacts } from './changeFacts';
import { isOutboxKind, KIND_LABELS } from './kindLabels';

const STATE_LABELS: Record<OutboxRecord['state'], MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sending: msg`Sending`,
  failed: msg`Not accepted`,
  conflict: msg`Conflict`,
  refused: msg`Refused`,
  done: msg`Sent`,
};

export function stateLabel(record: OutboxRecord, i18n: I18n): string {
  return i18n._(STATE_LABELS[record.state]);
}

/** A sentence naming the change in words, for the outbox list and the conflict sheet. */
export function describeRecord(
  record: Pick<OutboxRecord, 'kind' | 'body' | 'undo' | 'about'>,
  i18n: I18n,
): string {
  // A record queued by an older build may carry a kind this build no longer knows.
  if (!isOutboxKind(record.kind))
    return i18n._(msg`A change this version of the app does not know`);
  const label = KIND_LABELS[record.kind];
  return i18n._(label.says?.(changeFacts(record, i18n)) ?? label.plain);
}
