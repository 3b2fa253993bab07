/**
 * The receipt as a PDF a customer could keep (A5): the merchant (its white-labelling logo, or a
 * monogram in its brand colour; its display name), the amount, a part payment told as one, the reference, the
 * date in Africa/Lagos, the channel, the customer, and a QR code with the address where anyone can
 * check the receipt with us. Noto Sans is embedded (pdfkit subsets it), so the naira sign and
 * names such as Adéyẹmí print as typed.
 */

import { brandPalette } from '@payrail/contract/brand-contrast';
import { type Currency, format, money } from '@payrail/contract/money';
import { dateText } from '@payrail/pay-page/display';
import QRCode from 'qrcode';
import { PDF_INK as INK, PDF_MUTED as MUTED, newPdf, PDF_RULE as RULE } from '#lib/pdf-document.ts';
import { shaped } from '#lib/pdf-fonts.ts';
import type { ReceiptFacts } from './receipt-facts.ts';

const CHANNELS = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' } as const;
const amountText = (minor: bigint, currency: string) => format(money(minor, currency as Currency));

function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** The receipt's rows, label and value, in print order. */
export function receiptRows(f: ReceiptFacts): [string, string][] {
  const channel = f.card
    ? `${CHANNELS[f.channel]} (${f.card.brand} •••• ${f.card.last4})`
    : CHANNELS[f.channel];
  const rows: [string, string][] = [
    ['Reference', f.reference],
    ['Date', dateText(f.paidAt.toISOString(), 'Africa/Lagos')],
    ['Paid by', `${f.customerName} (${f.customerEmail})`],
    ['Channel', channel],
  ];
  if (f.linkName) rows.push(['For', f.linkName]);
  const contact = [f.brand.supportEmail, f.brand.supportPhone].filter(Boolean).join(' · ');
  if (contact) rows.push(['Support', contact]);
  rows.push(['Amount', amountText(f.amount, f.currency)]);
  if (f.customerFee > 0n) rows.push(['Fee', amountText(f.customerFee, f.currency)]);
  if (f.status === 'underpaid') {
    rows.push(['Due', amountText(f.total, f.currency)], ['Received', amountText(f.paid, f.currency)]);
  } else {
    rows.push(['Total paid', amountText(f.paid, f.currency)]);
  }
  return rows;
}

export async function receiptPdf(f: ReceiptFacts, verifyUrl: string): Promise<Buffer> {
  const { doc, bytes } = newPdf({
    size: 'A5',
    margin: 36,
    info: { Title: `Receipt ${f.reference}`, Author: f.merchantName, CreationDate: f.paidAt },
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The merchant: its logo (at most 96×40 pt), or a monogram in its colour; then the name.
  const palette = brandPalette(f.brand.color);
  let nameX = left + 52;
  if (f.brand.logo) {
    const { bytes, width: w, height: h } = f.brand.logo;
    const scale = Math.min(96 / w, 40 / h);
    doc.image(Buffer.from(bytes), left, 36, { width: w * scale, height: h * scale });
    nameX = left + w * scale + 12;
  } else {
    doc.roundedRect(left, 36, 40, 40, 8).fill(palette.button);
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(palette.buttonText)
      .text(monogram(f.merchantName), left, 47, shaped({ width: 40, align: 'center' }));
  }
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(f.merchantName, nameX, 40, shaped({ width: left + width - nameX }));
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Payment receipt', nameX, doc.y + 2, shaped());

  // The amount, and what it was.
  doc.moveDown(2.2);
  const heading = f.status === 'underpaid' ? 'Part payment received' : 'Amount paid';
  doc.font('body').fontSize(9).fillColor(MUTED).text(heading, left, doc.y, shaped());
  doc.font('bold').fontSize(22).fillColor(INK).text(amountText(f.paid, f.currency), left, doc.y, shaped());
  if (f.status === 'underpaid') {
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `${amountText(f.paid, f.currency)} of ${amountText(f.total, f.currency)}, accepted by ${f.merchantName} as a part payment.`,
        left,
        doc.y,
        shaped({ width }),
      );
  }

  // The rows.
  doc.moveDown(1);
  for (const [label, value] of receiptRows(f)) {
    const y = doc.y + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left, y, shaped({ width: 90 }));
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK)
      .text(value, left + 96, y, shaped({ width: width - 96 }));
  }

  // Verification.
  const qrY = Math.max(doc.y + 18, doc.page.height - 36 - 116);
  drawQr(doc, verifyUrl, left, qrY, 96);
  const side = shaped({ width: width - 108 });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('Is this receipt genuine?', left + 108, qrY + 4, side);
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Scan the code, or open the address below, to check the payment with Payrail.',
      left + 108,
      doc.y + 2,
      side,
    );
  doc
    .font('body')
    .fontSize(7)
    .fillColor(palette.accent)
    // On one line under the code, so it can be read and typed whole.
    .text(verifyUrl, left, qrY + 102, shaped({ width, link: verifyUrl, lineBreak: false }));
  doc.end();
  return bytes;
}

/** The QR code drawn as squares (vector: sharp at any zoom, and no image to encode). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  // One mask, not the best of eight: scoring every mask was most of the code's time, and any
  // mask reads (the quiet zone and level M carry the rest). One byte segment: the address is
  // lower-case letters and a few digit runs, and finding the best split of it into segments
  // (a shortest path over them) cost more than the rest of the code and gave the same size.
  const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (const [row, col, length] of darkRuns(modules)) {
    doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, length * cell, cell);
  }
  doc.fill(INK);
}

/**
 * The code's dark modules as runs along each row, [row, first column, length]: a run is one
 * rectangle, the same picture in a third of the drawing.
 */
function darkRuns(modules: { size: number; get(row: number, col: number): number | boolean }) {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let end = col + 1;
      while (end < modules.size && modules.get(row, end)) end++;
      runs.push([row, col, end - col]);
      col = end;
    }
  }
  return runs;
}
