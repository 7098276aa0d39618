import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  'On Going': msg`On Going`,
  'Ready to sign': msg`Ready to sign`,
  Signed: msg`Signed`,
};

/** SPEC §4 status captions in the person's language; unknown captions as the server sent them. */
export function statusLabel(caption: string, i18n: I18n): string {
  const label = STATUS_LABELS[caption];
  return label ? i18n._(label) : caption;
}

/*
 * Document types are the tenant's own list (/documentTypes), sent as captions in the tenant's
 * words; the usual ones (the demo tenant's) are translated like every other label, any other
 * caption shows as the server sent it.
 */
const TYPE_LABELS: Record<string, MessageDescriptor> = {
  Agreement: msg({ message: 'Agreement', context: 'document type' }),
  'Work instruction': msg({ message: 'Work instruction', context: 'document type' }),
};

/** A document type's caption in the person's language when it is one of the usual ones. */
export function typeLabel(caption: string, i18n: I18n): string {
  const label = TYPE_LABELS[caption];
  return label ? i18n._(label) : caption;
}

export const statusColor = (caption: string): string =>
  caption === 'Signed' ? 'green' : caption === 'On Going' ? 'yellow' : 'blue';
