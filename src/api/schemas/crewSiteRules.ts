import type { SiteStatus } from './crews';

/**
 * The check-in state rules of issue 5, shared by the app (optimistic changes, buttons) and
 * the reference server (409 on a forbidden step), so both always agree.
 *
 *   none ──preCall──▶ preCall ──checkIn──▶ checkedIn ──checkOut──▶ checkedOut
 *     │                  │                    ▲
 *     └──checkIn─────────┼────────────────────┘   (a member may arrive without a pre-call)
 *     └──noShow──▶ noShow ◀──noShow──┘             (a late no-show may still check in)
 */
export const SITE_EVENT_KINDS = ['preCall', 'checkIn', 'checkOut', 'noShow'] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];

export const SITE_EVENT_METHODS = ['manual', 'qr', 'crew'] as const;
export type SiteEventMethod = (typeof SITE_EVENT_METHODS)[number];

const RULES: Record<SiteEventKind, { from: readonly SiteStatus[]; to: SiteStatus }> = {
  preCall: { from: ['none'], to: 'preCall' },
  checkIn: { from: ['none', 'preCall', 'noShow'], to: 'checkedIn' },
  checkOut: { from: ['checkedIn'], to: 'checkedOut' },
  noShow: { from: ['none', 'preCall'], to: 'noShow' },
};

/** The status after `kind`, or null when that event is not allowed from `status`. */
export function nextSiteStatus(status: SiteStatus, kind: SiteEventKind): SiteStatus | null {
  const rule = RULES[kind];
  return rule.from.includes(status) ? rule.to : null;
}

export const canRecord = (status: SiteStatus, kind: SiteEventKind): boolean =>
  nextSiteStatus(status, kind) !== null;

/** Why an event is refused, in words the chief (and the server's 409) can show. */
export function refusalOf(status: SiteStatus, kind: SiteEventKind): string | null {
  if (canRecord(status, kind)) return null;
  if (kind === 'checkOut') return 'Only a checked-in member can be checked out';
  if (status === 'checkedOut') return 'This member has already been checked out';
  if (status === 'checkedIn') return 'This member has already been checked in';
  if (status === 'noShow') return 'This member is already marked as a no-show';
  return 'This member has already been pre-called';
}
