/**
 * What every PDF we draw starts from: a pdfkit document in Noto Sans ('body' and 'bold'
 * registered, lib/pdf-fonts.ts) whose bytes are collected as it is written, and a table whose
 * header repeats at the top of each page. Callers draw, then `doc.end()` and await `bytes`.
 */
import PDFDocument from 'pdfkit';
import { documentFonts, shaped } from './pdf-fonts.ts';

export const PDF_INK = '#0f172a';
export const PDF_MUTED = '#475569';
export const PDF_RULE = '#e2e8f0';

export function newPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const { body, bold } = documentFonts();
  const doc = new PDFDocument({ ...options, font: body as never });
  doc.registerFont('body', body as never);
  doc.registerFont('bold', bold as never);
  // 'body' is the document's first font already: pdfkit, finding it open under its own name, does
  // not file it under 'body' too, and so opened and compared it again on every doc.font('body').
  const families = (doc as unknown as { _fontFamilies?: Record<string, unknown>; _font?: unknown })
    ._fontFamilies;
  if (families && !families.body) families.body = (doc as unknown as { _font: unknown })._font;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export type PdfColumn = { label: string; width: number; right?: boolean };

/**
 * A table of one-line rows at the page's left margin, 8-point text, clipped to each column. `add`
 * draws a row below the last, starting a new page (header first) when the row would not fit.
 */
export function pdfTable(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rowHeight = 15) {
  const left = doc.page.margins.left;
  const width = columns.reduce((w, c) => w + c.width, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const line = (texts: readonly string[], y: number, font: 'body' | 'bold', color: string) => {
    doc.font(font).fontSize(8).fillColor(color);
    let x = left;
    for (const [i, c] of columns.entries()) {
      const options = { width: c.width - 4, lineBreak: false, align: c.right ? 'right' : 'left' } as const;
      doc.text(texts[i] ?? '', x + 2, y + 4, shaped(options));
      x += c.width;
    }
  };
  let y = 0;
  const header = (top: number) => {
    line(
      columns.map((c) => c.label),
      top,
      'bold',
      PDF_MUTED,
    );
    doc
      .moveTo(left, top + rowHeight)
      .lineTo(left + width, top + rowHeight)
      .strokeColor(PDF_RULE)
      .stroke();
    y = top + rowHeight + 2;
  };
  return {
    /** Draws the header at `top`; rows follow it. */
    start: header,
    add(texts: readonly string[]) {
      if (y + rowHeight > bottom()) {
        doc.addPage();
        header(doc.page.margins.top);
      }
      line(texts, y, 'body', PDF_INK);
      y += rowHeight;
    },
    /** Where the next row would go. */
    get y() {
      return y;
    },
    width,
  };
}
