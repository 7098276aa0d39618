import type { TokenPayload } from '../api/schemas/session';

export type GuestMode = { kind: 'project'; number: string } | { kind: 'pluscrew'; number: string };

export function guestModeOf(payload: TokenPayload | null): GuestMode | null {
  if (!payload) return null;
  if (payload.type === 'project') {
    return { kind: 'project', number: payload.loginData.projectNumber ?? '' };
  }
  if (payload.type === 'pluscrew') {
    return { kind: 'pluscrew', number: payload.loginData.plusCrewNumber ?? '' };
  }
  return null;
}

/** Paths every session may open, guest or not. */
const ALWAYS = [/^\/version$/, /^\/logout$/];

const seg = '[^/]+';
const esc = (s: string) => encodeURIComponent(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * SPEC §5. Project guests: their project, its project-manager contact, crews with the crew
 * chief and crew member contacts, and locations. Plus-crew guests: their plus crew and its data.
 */
function guestPatterns(mode: GuestMode): RegExp[] {
  const n = esc(mode.number);
  if (mode.kind === 'project') {
    return [
      new RegExp(`^/projects/${n}$`),
      new RegExp(`^/projects/${n}/contact-project-manager$`),
      new RegExp(`^/crews/${seg}$`),
      new RegExp(`^/crews/${seg}/crew-chief-job$`),
      new RegExp(`^/crews/${seg}/contact-crew-chief$`),
      new RegExp(`^/crews/${seg}/contact-crew-member/${seg}$`),
      new RegExp(`^/crews/${seg}/crew-chief-location$`),
      new RegExp(`^/locations/${seg}$`),
    ];
  }
  return [new RegExp(`^/plus-crews/${n}$`), new RegExp(`^/plus-crews/${n}/data$`)];
}

export function isAllowedForGuest(mode: GuestMode, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...ALWAYS, ...guestPatterns(mode)].some((re) => re.test(clean));
}

/** Where a guest lands: their own page. */
export function guestHome(mode: GuestMode): string {
  const n = encodeURIComponent(mode.number);
  return mode.kind === 'project' ? `/projects/${n}` : `/plus-crews/${n}`;
}
