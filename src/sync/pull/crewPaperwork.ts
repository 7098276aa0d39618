import { fetchCrewChiefSheet, fetchDeliveryNote, fetchSignOff } from '../../api/crewPaperwork';
import type { CrewChiefSheet, DeliveryNote, SignOff } from '../../api/schemas/crewPaperwork';
import { keepOfflineQuietly } from '../files';
import { crewChiefSheetPdfPath, deliveryNotePdfPath } from '../actions/crewPaperworkPaths';
import type { PullContext } from '../resources/types';
import { packCrewIds } from './crewPack';

async function perCrew<T>(ctx: PullContext, fetch: (token: string, crewId: number) => Promise<T>) {
  const items: T[] = [];
  for (const crewId of await packCrewIds(ctx)) items.push(await fetch(ctx.token, crewId));
  return items;
}

/*
 * The paperwork of the chief's job pack (issue 5): delivery note, crew chief sheet and sign-off
 * of today's and tomorrow's crews, pulled after login and on every sync. The PDFs released so
 * far are kept for offline use too, so a chief who never opened these screens has them.
 */

export async function deliveryNotesOfPack(ctx: PullContext) {
  const items: DeliveryNote[] = await perCrew(ctx, fetchDeliveryNote);
  await keepOfflineQuietly(
    items.flatMap((n) => [
      ...(n.status !== 'open' ? [deliveryNotePdfPath(n.crewId, false)] : []),
      ...(n.status === 'signed' || n.status === 'sent'
        ? [deliveryNotePdfPath(n.crewId, true)]
        : []),
    ]),
  );
  return { items };
}

export async function crewChiefSheetsOfPack(ctx: PullContext) {
  const items: CrewChiefSheet[] = await perCrew(ctx, fetchCrewChiefSheet);
  await keepOfflineQuietly(
    items.filter((s) => s.status === 'released').map((s) => crewChiefSheetPdfPath(s.crewId)),
  );
  return { items };
}

export async function signOffsOfPack(ctx: PullContext) {
  return { items: await perCrew<SignOff>(ctx, fetchSignOff) };
}
