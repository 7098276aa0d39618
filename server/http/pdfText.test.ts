import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { DeliveryNote } from '../../src/api/schemas/crewPaperwork';
import type { FormDefinition, FormResult } from '../../src/api/schemas/forms';
import { deliveryNotePdf } from './deliveryNotePdf';
import { documentPdf } from './documentPdf';
import { formResultPdf } from './formPdf';
import { drawableText, STAND_IN } from './pdfFonts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The text a PDF reader extracts, page by page, items joined by a space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

const latin1 = (c: number) => c <= 0xff;

describe('drawableText', () => {
  it.each([
    ['plain', 'Sam Crew', 'Sam Crew'],
    ['Latin-1', 'Zoë Ångström', 'Zoë Ångström'],
    ['decomposed accent, composed first', 'Zoe\u0308', 'Zoë'],
    ['one emoji', 'Sam \u{1F3B8}', `Sam ${STAND_IN}`],
    ['emoji with a skin tone', 'Hi \u{1F44B}\u{1F3FD}!', `Hi ${STAND_IN}!`],
    ['a family: seven code points, one box', '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}', STAND_IN],
    ['a variation selector alone is dropped', 'A\ufe0f', 'A'],
    ['CJK, one box per character', '山田', `${STAND_IN}${STAND_IN}`],
    ['line breaks stay', 'a\nb', 'a\nb'],
  ])('%s', (_name, input, output) => {
    expect(drawableText(input, latin1)).toBe(output);
  });
});

describe('server PDFs: embedded font, dates in English and the tenant timezone', () => {
  const note = {
    id: 1,
    version: 3,
    crewId: 1,
    crewName: 'Stage crew A',
    projectNumber: 'P-1',
    projectName: 'Festival',
    client: 'Északi Kft',
    date: '2026-11-23',
    locationName: null,
    lines: [
      {
        crewItemId: 1,
        name: 'Sam \u{1F3B8} Crew',
        functionName: 'Rigger',
        startTime: '08:00',
        endTime: '17:00',
        hours: 9,
        phone: null,
      },
    ],
    totalHours: 9,
    status: 'signed',
    releasedAt: null,
    signedAt: '2026-11-23T17:19:43.552Z',
    signerName: 'Ζωή Иванова 😀',
    sentAt: null,
  } as DeliveryNote;

  it('the signed delivery note: readable date, signing time and names', async () => {
    const text = await pdfText(
      await deliveryNotePdf(
        note,
        { png: PNG, name: note.signerName!, at: note.signedAt! },
        { locale: 'en', timeZone: 'Europe/Amsterdam' },
      ),
    );
    expect(text).toContain('Date: Mon, 23 Nov 2026');
    expect(text).toContain('Signed at: 23 Nov 2026, 18:19 CET');
    expect(text).not.toContain('2026-11-23T');
    // Greek, Cyrillic and Hungarian drawn as they are; the emoji a visible stand-in.
    expect(text).toContain(`Name: Ζωή Иванова ${STAND_IN}`);
    expect(text).toContain(`Sam ${STAND_IN} Crew`);
    expect(text).toContain('Client: Északi Kft');
  });

  it('the signing time follows the tenant timezone', async () => {
    const text = await pdfText(
      await deliveryNotePdf(
        note,
        { png: PNG, name: 'Robin', at: '2026-11-23T23:30:00Z' },
        { locale: 'en', timeZone: 'America/New_York' },
      ),
    );
    expect(text).toContain('Signed at: 23 Nov 2026, 18:30 GMT-5');
  });

  it('a document to sign and a form result write their dates the same way', async () => {
    const doc = await pdfText(
      await documentPdf({
        id: 7,
        version: 2,
        name: 'Agreement \u{1F91D}',
        description: '',
        typeCaption: 'Contract',
        updatedAt: '2026-11-23T23:30:00Z',
        signatories: [{ name: 'Sam \u{1F3B8}' }],
      }),
    );
    expect(doc).toContain(`Agreement ${STAND_IN}`);
    expect(doc).toContain('Contract · Version 2 · 24 Nov 2026');
    expect(doc).toContain(`Sam ${STAND_IN}`);

    const form = { title: 'Check', questions: [] } as unknown as FormDefinition;
    const result = {
      id: 3,
      version: 1,
      status: 'sent',
      sentAt: '2026-06-10T08:05:00Z',
      answers: {},
    } as unknown as FormResult;
    const text = await pdfText(await formResultPdf(form, result, [], { signed: true }));
    expect(text).toContain('sent 10 Jun 2026, 10:05 CEST');
    expect(text).toContain('Signed and sent: 10 Jun 2026, 10:05 CEST');
  });
});
