import { Hono, type Context } from 'hono';
import {
  deliveryNoteSignInputSchema,
  signOffHoursInputSchema,
  SIGNATURE_PREFIX,
} from '../../src/api/schemas/crewPaperwork';
import {
  canConfirmSignOff,
  canReleaseSheet,
  canSetHours,
  stepRefusal,
  type DeliveryNoteStep,
} from '../../src/api/schemas/paperworkSteps';
import {
  HOURS_AFTER_SIGNING,
  HOURS_MISSING,
  HOURS_MISSING_ON_CONFIRM,
  hoursChangeEffect,
  REASON_NEEDED,
  reasonNeeded,
} from '../../src/api/schemas/hoursRules';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { pdfResponse } from '../http/pdf';
import { crewChiefSheetPdf, deliveryNotePdf } from '../http/deliveryNotePdf';
import { pdfDatesOf } from '../http/pdfDates';
import { requireCrewChief } from './crewAccess';
import { crewChiefSheetOf, deliveryNoteOf, signOffOf, signatureOf } from './crewPaperworkQueries';

/** A step out of SPEC §4's order is refused with the reason (the app shows it). */
async function noteForStep(db: Db, crewId: number, step: DeliveryNoteStep) {
  const note = await deliveryNoteOf(db, crewId);
  const refusal = stepRefusal(note.status, step);
  if (refusal) throw apiError(409, 'wrong_step', refusal, { current: note });
  return note;
}

const fileSafe = (s: string) => s.replace(/[^\w.-]+/g, '-');

/**
 * The crew chief's paperwork (SPEC §4, §7 projectCrews): delivery note (release → signed →
 * send, with PDF downloads), crew chief sheet (release, download) and sign-off (hours, digital
 * confirm). Only the chief of the crew may read or write them; every write is idempotent and
 * versioned (If-Match → 412 with the current entity).
 */
export function crewPaperworkRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'] });
  const base = '/projectCrews/:id{[0-9]+}';
  const chiefOf = async (c: Context<AppEnv>, id: string) =>
    (await requireCrewChief(db, c.get('payload'), id)).id;

  // Delivery note.
  app.get(`${base}/deliveryNote`, crew, async (c) =>
    c.json(await deliveryNoteOf(db, await chiefOf(c, c.req.param('id')))),
  );

  app.post(`${base}/deliveryNote/release`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const note = await noteForStep(tx, crewId, 'release');
      await checkNotedVersion(c, tx, 'delivery_notes', note);
      // A note is handed out with every member's hours, never with a gap or a default.
      if (note.lines.some((l) => l.hours === null)) {
        throw apiError(409, 'hours_missing', HOURS_MISSING, { current: note });
      }
      await tx.run(sql`UPDATE delivery_notes SET status = 'released', released_at = clock_timestamp(),
        release_again = false, version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'delivery_notes', crewId);
      return { status: 200, body: await deliveryNoteOf(tx, crewId) };
    });
  });

  app.post(`${base}/deliveryNote/signed`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    const input = parseBody(deliveryNoteSignInputSchema, await c.req.json().catch(() => null));
    const png = Buffer.from(input.signature.slice(SIGNATURE_PREFIX.length), 'base64');
    if (png.length < 8 || png.readUInt32BE(0) !== 0x89504e47) {
      throw apiError(400, 'invalid_signature', 'The signature must be a PNG image');
    }
    // Into the file store like every other upload: a signature may be up to ~500 KB, which
    // PGlite would write as bytea on the server's only thread.
    const stored = await deps.files.put([png]);
    return idempotentWrite(c, deps, input, async (tx) => {
      await checkNotedVersion(c, tx, 'delivery_notes', await noteForStep(tx, crewId, 'sign'));
      await tx.run(sql`UPDATE delivery_notes SET status = 'signed', signed_at = clock_timestamp(),
        signer_name = ${input.signerName}, signature_key = ${stored.key},
        version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'delivery_notes', crewId);
      return { status: 200, body: await deliveryNoteOf(tx, crewId) };
    });
  });

  app.post(`${base}/deliveryNote/signed/send`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    return idempotentWrite(c, deps, null, async (tx) => {
      await checkNotedVersion(c, tx, 'delivery_notes', await noteForStep(tx, crewId, 'send'));
      await tx.run(sql`UPDATE delivery_notes SET status = 'sent', sent_at = clock_timestamp(),
        version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'delivery_notes', crewId);
      return { status: 200, body: await deliveryNoteOf(tx, crewId) };
    });
  });

  app.get(`${base}/deliveryNote/download`, crew, async (c) => {
    const note = await deliveryNoteOf(db, await chiefOf(c, c.req.param('id')));
    const bytes = await deliveryNotePdf(note, null, await pdfDatesOf(db));
    return pdfResponse(bytes, `delivery-note-${fileSafe(note.crewName)}-${note.date}.pdf`);
  });

  app.get(`${base}/deliveryNote/signed/download`, crew, async (c) => {
    const note = await deliveryNoteOf(db, await chiefOf(c, c.req.param('id')));
    const png = await signatureOf(db, deps.files, note.crewId);
    if (!png || !note.signerName || !note.signedAt) {
      throw apiError(409, 'not_signed', 'The delivery note was not signed yet');
    }
    const bytes = await deliveryNotePdf(
      note,
      { png, name: note.signerName, at: note.signedAt },
      await pdfDatesOf(db),
    );
    return pdfResponse(bytes, `delivery-note-${fileSafe(note.crewName)}-${note.date}-signed.pdf`);
  });

  // Crew chief sheet.
  app.get(`${base}/crewChiefSheet`, crew, async (c) =>
    c.json(await crewChiefSheetOf(db, await chiefOf(c, c.req.param('id')))),
  );

  app.post(`${base}/crewChiefSheet/release`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const sheet = await crewChiefSheetOf(tx, crewId);
      if (!canReleaseSheet(sheet.status)) {
        throw apiError(409, 'wrong_step', 'The crew chief sheet was already released', {
          current: sheet,
        });
      }
      await checkNotedVersion(c, tx, 'crew_chief_sheets', sheet);
      await tx.run(sql`UPDATE crew_chief_sheets SET status = 'released',
        released_at = clock_timestamp(), version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'crew_chief_sheets', crewId);
      return { status: 200, body: await crewChiefSheetOf(tx, crewId) };
    });
  });

  app.get(`${base}/crewChiefSheet/download`, crew, async (c) => {
    const sheet = await crewChiefSheetOf(db, await chiefOf(c, c.req.param('id')));
    const bytes = await crewChiefSheetPdf(sheet, await pdfDatesOf(db));
    return pdfResponse(bytes, `crew-chief-sheet-${fileSafe(sheet.crewName)}-${sheet.date}.pdf`);
  });

  // Sign-off.
  app.get(`${base}/setProposedPaidChargedHours`, crew, async (c) =>
    c.json(await signOffOf(db, await chiefOf(c, c.req.param('id')))),
  );

  app.post(`${base}/setProposedPaidChargedHours`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    const input = parseBody(signOffHoursInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await signOffOf(tx, crewId);
      if (!canSetHours(current.status)) {
        throw apiError(409, 'wrong_step', 'The sign-off was already confirmed', { current });
      }
      await checkNotedVersion(c, tx, 'sign_offs', current);
      const byItem = new Map(current.lines.map((l) => [l.crewItemId, l]));
      const unknown = input.lines.find((l) => !byItem.has(l.crewItemId));
      if (unknown) throw apiError(422, 'unknown_member', 'A member is not on this crew');
      // The same rule as the screen: hours other than the proposal need a reason.
      const fields: Record<string, string> = {};
      input.lines.forEach((l, i) => {
        const proposed = byItem.get(l.crewItemId)!.proposedHours;
        if (!l.reason && reasonNeeded(proposed, l.paidHours, l.chargedHours)) {
          fields[`lines.${i}.reason`] = REASON_NEEDED;
        }
      });
      if (Object.keys(fields).length > 0) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', { fields });
      }
      const note = await deliveryNoteOf(tx, crewId);
      const effect = hoursChangeEffect(note.status);
      if (effect === 'refused')
        throw apiError(409, 'note_signed', HOURS_AFTER_SIGNING, { current });
      const hours = Object.fromEntries(
        input.lines.map((l) => [
          String(l.crewItemId),
          { paid: l.paidHours, charged: l.chargedHours, reason: l.reason },
        ]),
      );
      await tx.run(sql`UPDATE sign_offs SET hours = hours || ${JSON.stringify(hours)}::jsonb,
        hours_set_at = clock_timestamp(), version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'sign_offs', crewId);
      if (effect === 'releaseAgain') {
        // The released note carried the old hours: it opens again, to be released again.
        await tx.run(sql`UPDATE delivery_notes SET status = 'open', release_again = true, released_at = NULL,
          version = version + 1 WHERE crew_id = ${crewId}`);
        await noteChange(tx, c, 'delivery_notes', crewId);
      }
      return { status: 200, body: await signOffOf(tx, crewId) };
    });
  });

  app.post(`${base}/digitalConfirm`, crew, async (c) => {
    const crewId = await chiefOf(c, c.req.param('id'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const current = await signOffOf(tx, crewId);
      if (!canConfirmSignOff(current.status)) {
        throw apiError(409, 'wrong_step', 'The sign-off was already confirmed', { current });
      }
      await checkNotedVersion(c, tx, 'sign_offs', current);
      if (current.lines.some((l) => l.paidHours === null || l.chargedHours === null)) {
        throw apiError(409, 'hours_missing', HOURS_MISSING_ON_CONFIRM, { current });
      }
      await tx.run(sql`UPDATE sign_offs SET status = 'confirmed', confirmed_at = clock_timestamp(),
        version = version + 1 WHERE crew_id = ${crewId}`);
      await noteChange(tx, c, 'sign_offs', crewId);
      return { status: 200, body: await signOffOf(tx, crewId) };
    });
  });

  return app;
}
