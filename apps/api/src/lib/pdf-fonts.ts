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
  const view = (font: Font): Font => Object.create(font, { _glyphs: { value: {}, writable: true } });
  return { body: view(fonts.body), bold: view(fonts.bold) };
}
/**
 * Text options for every run: no glyph composition (ccmp), so a letter such as ẹ prints as its
 * own glyph and copies or reads back as itself, not as e plus a combining dot.
 */
export const shaped = (o: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions => ({
  ...o,
  features: { ccmp: false } as never,
});
