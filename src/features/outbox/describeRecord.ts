import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxRecord } from '../../db/db';
import type { MessageDescriptor } from '@lingui/core';
import { changeFacts } from './changeFacts';
import { isOutboxKind, KIND_LABELS } from './kindLabels';
import { NO_CONNECTION, UNRESOLVED_DEPENDENCY } from '../../sync/outbox/settle';

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

/** The app's own stored error texts, in the person's language (a server's message is its own). */
const STORED_ERRORS: Record<string, MessageDescriptor> = {
  [NO_CONNECTION]: msg`No connection`,
  [UNRESOLVED_DEPENDENCY]: msg`It depends on a change that was not saved.`,
};

/** A record's last error to show: translated when the app wrote it, else as the server said. */
export function errorText(lastError: string, i18n: I18n): string {
  const known = STORED_ERRORS[lastError];
  return known ? i18n._(known) : lastError;
}

/** A sentence naming the change in words, for the outbox list and the conflict sheet. */
export function describeRecord(
  record: Pick<OutboxRecord, 'kind' | 'body' | 'undo'>,
  i18n: I18n,
): string {
  // A record queued by an older build may carry a kind this build no longer knows.
  if (!isOutboxKind(record.kind))
    return i18n._(msg`A change this version of the app does not know`);
  const label = KIND_LABELS[record.kind];
  return i18n._(label.says?.(changeFacts(record)) ?? label.plain);
}
