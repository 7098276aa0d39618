import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CrewMember } from '../../db/db';

export type SiteStatus = CrewMember['siteStatus'];

/**
 * A crew member's site status in words: one wording for the crew page and the outbox's
 * conflict sheet (which shows the server's version of a member), never the raw value.
 * Takes any string: a stored conflict holds the server's value unchecked.
 */
const SITE_STATUS: Record<string, MessageDescriptor> = {
  preCall: msg`Pre-called`,
  checkedIn: msg`Checked in`,
  checkedOut: msg`Checked out`,
  noShow: msg`No-show`,
};

export function siteStatusLabel(status: string, i18n: I18n): string {
  return i18n._(Object.hasOwn(SITE_STATUS, status) ? SITE_STATUS[status]! : msg`Not checked in`);
}
