import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * The server writes its own activities' captions in English (server/routes/receipts.ts,
 * invoices.ts, crewItemStatus.ts, projectCopy.ts and the seed). The known ones are translated
 * here like every other label, with the name or number they carry kept as written; any other
 * caption (a planner's own note, another platform's wording) shows as the server sent it.
 */
const FIXED: Record<string, MessageDescriptor> = {
  Created: msg({ message: 'Created', context: 'activity' }),
  'Invoice created': msg`Invoice created`,
  'Invoice changed': msg`Invoice changed`,
  'Invoice sent': msg`Invoice sent`,
  'Booked despite a collision': msg`Booked despite a collision`,
  'Copied despite booking collisions': msg`Copied despite booking collisions`,
  'Project confirmed by the client': msg`Project confirmed by the client`,
};

/** Captions the server builds from a name: "Item added: Fuel" and the like. */
const WITH_NAME: [RegExp, (name: string) => MessageDescriptor][] = [
  [/^Created from (.+)$/su, (name) => msg`Created from ${name}`],
  [/^Copied from (.+)$/su, (name) => msg`Copied from ${name}`],
  [/^Item added: (.+)$/su, (name) => msg`Item added: ${name}`],
  [/^Item deleted: (.+)$/su, (name) => msg`Item deleted: ${name}`],
  [/^Photo added: (.+)$/su, (name) => msg`Photo added: ${name}`],
];

/** An activity's caption in the reader's language when the server's wording is a known one. */
export function activityCaption(caption: string, i18n: I18n): string {
  const fixed = FIXED[caption];
  if (fixed) return i18n._(fixed);
  for (const [pattern, message] of WITH_NAME) {
    const name = pattern.exec(caption)?.[1];
    if (name !== undefined) return i18n._(message(name));
  }
  return caption;
}
