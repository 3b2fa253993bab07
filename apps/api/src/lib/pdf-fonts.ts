/**
 * Noto Sans for the PDFs we draw (receipts, the transactions export), embedded so the naira sign
 * and names such as Adéyẹmí print as typed (pdfkit subsets it).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
type Font = ReturnType<typeof fontkit.create>;
let fonts: { body: Font; bold: Font } | undefined;
/**
 * The fonts' files are parsed once (pdfkit takes a fontkit font as it is, instead of parsing the
 * file for every document); each document gets a view of them with its own glyph cache, since
 * fontkit remembers on a glyph the characters it was first drawn for, and pdfkit writes those into
 * the document's text map: a shared cache would let one document's names spoil another's copy-paste.
 */
export function documentFonts() {
  const open = (weight: string) =>
    fontkit.create(
      fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`)),
    );
  fonts ??= { body: open('400Regular'), bold: open('700Bold') };
  return { body: view(fonts.body), bold: view(fonts.bold) };
}

/**
 * No glyph composition (ccmp), so a letter such as ẹ prints as its own glyph and copies or reads
 * back as itself, not as e plus a combining dot.
 */
const NO_CCMP = { ccmp: false };

/**
 * A document's view of a font: its own glyph cache (above), and layout without ccmp unless told
 * otherwise. The features are the font's, not each text call's: pdfkit keeps a document's laid-out
 * words only for calls that name no features (a call with features is shaped again each time,
 * and measuring a wrapped line lays out every word).
 */
function view(font: Font): Font {
  const v: fontkit.Font = Object.create(font, { _glyphs: { value: {}, writable: true } });
  const layout = (font as fontkit.Font).layout as (this: fontkit.Font, ...a: unknown[]) => fontkit.GlyphRun;
  v.layout = ((text: string, features?: unknown, ...rest: unknown[]) =>
    layout.call(v, text, features ?? NO_CCMP, ...rest)) as fontkit.Font['layout'];
  return v;
}

/** Text options for every run (kept so callers need not know where the features are set). */
export const shaped = (o: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions => o;
