import type { MessageDescriptor } from '@lingui/core';
import type { OutboxKind } from '../../../sync/resources';
import type { ChangeFacts } from '../changeFacts';

/** A sentence naming the change by what it holds, or null when the facts it needs are unknown. */
export type Sentence = (f: ChangeFacts) => MessageDescriptor | null;

export type Label = {
  /** Said when the facts are not known (e.g. a change queued by an older build). */
  plain: MessageDescriptor;
  says?: Sentence;
};

/**
 * The labels of one part of the app's kinds: only real kinds (a misspelt one does not
 * compile), each in one part (kindLabels.test.ts).
 */
export type AreaLabels = { readonly [K in OutboxKind]?: Label };
