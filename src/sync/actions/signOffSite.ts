import type { SiteEventKind } from '../../api/schemas/crewSiteRules';
import { proposeHours, totalHours } from '../../api/schemas/hoursRules';
import { db } from '../../db/db';

/**
 * A check-in, check-out or no-show recorded on this device moves the sign-off's proposal at
 * once, with the same rules as the server (hoursRules.ts), so a chief offline all day still
 * gets proposed hours. Hours the chief set himself (different from the old proposal, or with
 * a reason) stay as they are. Call inside a transaction over signOffs and deliveryNotes.
 */
export async function siteEventOnSignOff(
  crewId: number,
  crewItemId: number,
  kind: SiteEventKind,
  deviceTime: string,
): Promise<void> {
  if (kind === 'preCall') return;
  const signOff = await db.signOffs.get(crewId);
  const line = signOff?.lines.find((l) => l.crewItemId === crewItemId);
  if (!signOff || !line || signOff.status !== 'open') return;
  const site = {
    noShow: kind === 'noShow' ? true : kind === 'checkIn' ? false : line.noShow,
    checkInAt: kind === 'checkIn' ? deviceTime : line.checkInAt,
    checkOutAt: kind === 'checkOut' ? deviceTime : kind === 'checkIn' ? null : line.checkOutAt,
    breakMinutes: line.breakMinutes,
  };
  const proposed = proposeHours(site, signOff.stepMinutes).hours;
  const follows =
    line.reason === '' &&
    line.paidHours === line.proposedHours &&
    line.chargedHours === line.proposedHours;
  const next = {
    ...line,
    ...site,
    proposedHours: proposed,
    ...(follows ? { paidHours: proposed, chargedHours: proposed } : {}),
  };
  await db.signOffs.put({
    ...signOff,
    lines: signOff.lines.map((l) => (l.crewItemId === crewItemId ? next : l)),
  });
  const note = await db.deliveryNotes.get(crewId);
  if (!follows || !note || note.status !== 'open') return;
  const lines = note.lines.map((l) =>
    l.crewItemId === crewItemId ? { ...l, hours: proposed } : l,
  );
  await db.deliveryNotes.put({ ...note, lines, totalHours: totalHours(lines.map((l) => l.hours)) });
}
