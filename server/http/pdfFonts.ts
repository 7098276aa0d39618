import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Fonts for the server's PDFs (issue 12 §6: an emoji in a name came out garbled).
 *
 * pdfkit's built-in Helvetica writes WinAnsi only: anything beyond Latin-1 turns into other
 * characters. The PDFs embed Liberation Sans instead (metrically the same as Helvetica, so
 * layouts do not move; it covers Latin, Greek and Cyrillic). It comes with pdfjs-dist, which
 * the app already depends on at an exact version, so no font has to be fetched or installed.
 *
 * No font covers every emoji, and colour emoji cannot be drawn by pdfkit at all. A character
 * the font cannot draw is therefore replaced by a visible stand-in, one per grapheme (so a
 * family emoji of seven code points is one box), instead of a wrong character: the reader sees
 * that something was there and nothing else is misread.
 */

export const STAND_IN = '\u25a1'; // □ WHITE SQUARE

const FONTS = {
  Helvetica: 'LiberationSans-Regular.ttf',
  'Helvetica-Bold': 'LiberationSans-Bold.ttf',
  'Helvetica-Oblique': 'LiberationSans-Italic.ttf',
  'Helvetica-BoldOblique': 'LiberationSans-BoldItalic.ttf',
} as const;

let folder: string | null = null;
const files = new Map<string, Buffer>();

const fontFolder = () =>
  (folder ??= join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ));

/** The file of the body font: a new document starts in it (pdfkit's option takes a path). */
export const bodyFontPath = (): string => join(fontFolder(), FONTS.Helvetica);

/** The font files, read once per process. */
function fontFile(file: string): Buffer {
  let bytes = files.get(file);
  if (!bytes) {
    bytes = readFileSync(join(fontFolder(), file));
    files.set(file, bytes);
  }
  return bytes;
}

/** The part of pdfkit's embedded font object used here (fontkit's, not in pdfkit's types). */
type GlyphSource = { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };

// Joiners and variation selectors shape a sequence; they are never drawn by themselves.
const SHAPING = /\u200c|\u200d|[\ufe00-\ufe0f]/gu;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` with every grapheme `has` cannot draw replaced by the stand-in. */
export function drawableText(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    const drawn = [...segment.replace(SHAPING, '')];
    const ok = drawn.every((c) => c === '\n' || c === '\t' || has(c.codePointAt(0)!));
    out += ok ? segment.replace(SHAPING, '') : STAND_IN;
  }
  return out;
}

/**
 * Embeds the fonts under the standard names (so every `doc.font('Helvetica-Bold')` uses them)
 * and routes every `doc.text` through `drawableText` with the font in use at that moment.
 */
export function useEmbeddedFonts(doc: PdfDoc): void {
  // The document opened pdfkit's own Helvetica under that name unless it started in the body
  // font (renderPdf does): registered names win over the standard ones from here on.
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, fontFile(file));
  doc.font('Helvetica');
  const text = doc.text.bind(doc) as (...args: unknown[]) => PdfDoc;
  const has = (codePoint: number) => {
    const font = (doc as unknown as { _font?: GlyphSource })._font?.font;
    // Without fontkit's answer, keep to what any font here draws: Latin-1.
    return font?.hasGlyphForCodePoint
      ? font.hasGlyphForCodePoint(codePoint)
      : codePoint >= 0x20 && codePoint <= 0xff;
  };
  const patched = (value: unknown, ...rest: unknown[]) =>
    text(typeof value === 'string' ? drawableText(value, has) : value, ...rest);
  doc.text = patched;
}
