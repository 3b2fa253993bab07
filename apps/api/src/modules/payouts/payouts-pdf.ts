/**
 * Payouts.pdf (GET payouts/generate-full-receipt/): with one payout, its receipt (amount, fee, the
 * account paid, status and timeline); otherwise a table of the payouts the filters select, newest
 * first, up to PAYOUTS_PDF_ROWS. Noto Sans is embedded (lib/pdf-fonts.ts, as the receipts and the
 * transactions export use it), so the naira sign and names print as typed.
 */
import { type Currency, format, money } from '@payrail/contract/money';
import PDFDocument from 'pdfkit';
import { documentFonts, shaped } from '#lib/pdf-fonts.ts';
import { bankName, type PayoutRow, payoutTimeline, showTime } from './payout-view.ts';

export const PAYOUTS_PDF_ROWS = 2_000;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#e2e8f0';
const STATUS = {
  awaiting_approval: 'Awaiting approval',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed (reversed)',
} as const;
const EVENTS = {
  requested: 'Requested',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent to the bank',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

const amountText = (minor: bigint, currency: string) => format(money(minor, currency as Currency));

function open(title: string, merchantName: string, now: Date) {
  const { body, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    font: body as never,
    info: { Title: title, Author: merchantName, CreationDate: now },
  });
  doc.registerFont('body', body as never);
  doc.registerFont('bold', bold as never);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(16).fillColor(INK).text(merchantName, shaped());
  doc
    .font('body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${title} · generated ${showTime(now)}`, shaped());
  doc.moveDown(1.2);
  return { doc, done };
}

function row(doc: PDFKit.PDFDocument, cells: [string, number][], bold = false) {
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - 70) doc.addPage();
  const y = doc.y + 4;
  let x = left;
  let bottom = y;
  for (const [text, width] of cells) {
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(8.5)
      .fillColor(bold ? INK : INK)
      .text(text, x, y, shaped({ width: width - 6 }));
    bottom = Math.max(bottom, doc.y);
    x += width;
  }
  doc
    .moveTo(left, bottom + 3)
    .lineTo(x, bottom + 3)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = bottom + 3;
  doc.x = left;
}

/** One payout's receipt. */
export async function payoutReceiptPdf(p: PayoutRow, merchantName: string, now: Date): Promise<Buffer> {
  const { doc, done } = open(`Payout receipt ${p.reference}`, merchantName, now);
  doc.font('body').fontSize(10).fillColor(MUTED).text('Amount paid out', shaped());
  doc.font('bold').fontSize(22).fillColor(INK).text(amountText(p.amount, p.currency), shaped());
  doc.moveDown(0.8);
  const rows: [string, string][] = [
    ['Reference', p.reference],
    ['Status', STATUS[p.status]],
    ['To', `${p.accountName}, ${bankName(p.bankCode)}, ${p.accountNumber}`],
    ['Fee', amountText(p.fee, p.currency)],
    ['Total debited', amountText(p.amount + p.fee, p.currency)],
    ['Requested', showTime(p.createdAt)],
  ];
  if (p.narration) rows.push(['Narration', p.narration]);
  if (p.paidAt) rows.push(['Paid', showTime(p.paidAt)]);
  if (p.failureReason) rows.push(['Failure', p.failureReason]);
  for (const [label, value] of rows)
    row(doc, [
      [label, 130],
      [value, 385],
    ]);
  doc.moveDown(1);
  doc.font('bold').fontSize(10).fillColor(INK).text('Timeline', shaped());
  for (const e of payoutTimeline(p))
    row(doc, [
      [EVENTS[e.event], 130],
      [`${showTime(new Date(e.at))}${e.detail ? ` — ${e.detail}` : ''}`, 385],
    ]);
  doc.end();
  return done;
}

/** The table of payouts. */
export async function payoutsListPdf(rows: PayoutRow[], merchantName: string, now: Date): Promise<Buffer> {
  const { doc, done } = open('Payouts', merchantName, now);
  const widths = [92, 100, 75, 55, 125, 68] as const;
  const cols = (c: string[]) => c.map((t, i) => [t, widths[i]!] as [string, number]);
  row(doc, cols(['Date', 'Reference', 'Amount', 'Fee', 'Account', 'Status']), true);
  for (const p of rows)
    row(
      doc,
      cols([
        showTime(p.createdAt),
        p.reference,
        amountText(p.amount, p.currency),
        amountText(p.fee, p.currency),
        `${p.accountName} · ${bankName(p.bankCode)} ${p.accountNumber}`,
        STATUS[p.status],
      ]),
    );
  if (!rows.length)
    doc.font('body').fontSize(10).fillColor(MUTED).text('No payouts match these filters.', shaped());
  if (rows.length >= PAYOUTS_PDF_ROWS)
    doc
      .moveDown()
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `The newest ${PAYOUTS_PDF_ROWS} payouts are listed; narrow the dates to see earlier ones.`,
        shaped(),
      );
  doc.end();
  return done;
}
