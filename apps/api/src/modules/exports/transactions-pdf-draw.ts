/**
 * Drawing Transactions.pdf (A4 landscape): the filters at the top, a table of the rows (date in
 * Africa/Lagos, reference, customer, channel, status, amount, fee, net) whose header repeats on
 * every page, a line when rows were left out (use the CSV for more), and the totals per currency.
 */
import { type Currency, format, isCurrency, money } from '@payrail/contract/money';
import PDFDocument from 'pdfkit';
import { documentFonts, shaped } from '#lib/pdf-fonts.ts';
import type { ExportRow } from './transaction-rows.ts';

export type CurrencyTotal = { currency: string; count: number; amount: bigint; fee: bigint; net: bigint };
export type PdfFacts = {
  /** Filter lines, such as "Status: success"; empty for none. */
  filters: string[];
  rows: ExportRow[];
  /** Rows that match beyond those printed (the cap), or 0. */
  more: boolean;
  totals: CurrencyTotal[];
  printedAt: Date;
};

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#e2e8f0';
const ROW_H = 15;
const COLUMNS = [
  { label: 'Date (Lagos)', width: 118 },
  { label: 'Reference', width: 132 },
  { label: 'Customer', width: 160 },
  { label: 'Channel', width: 74 },
  { label: 'Status', width: 66 },
  { label: 'Amount', width: 76, right: true },
  { label: 'Fee', width: 66, right: true },
  { label: 'Net', width: 78, right: true },
] as const;

const lagos = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});
const CHANNELS: Record<string, string> = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' };
export const amountText = (minor: bigint, currency: string) =>
  isCurrency(currency) ? format(money(minor, currency as Currency)) : `${currency} ${minor}`;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function cells(r: ExportRow): string[] {
  return [
    lagos.format(r.createdAt),
    r.reference,
    clip(r.customerName, 30),
    CHANNELS[r.channel] ?? r.channel,
    r.status,
    amountText(r.amount, r.currency),
    amountText(r.fee, r.currency),
    amountText(r.net, r.currency),
  ];
}

export async function drawTransactionsPdf(f: PdfFacts): Promise<Buffer> {
  const { body, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    font: body as never,
    info: { Title: 'Transactions', CreationDate: f.printedAt },
  });
  doc.registerFont('body', body as never);
  doc.registerFont('bold', bold as never);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const line = (texts: string[], y: number, font: 'body' | 'bold', color: string) => {
    doc.font(font).fontSize(8).fillColor(color);
    let x = left;
    for (const [i, c] of COLUMNS.entries()) {
      const right = 'right' in c && c.right;
      doc.text(
        texts[i] ?? '',
        x + 2,
        y + 4,
        shaped({ width: c.width - 4, lineBreak: false, align: right ? 'right' : 'left' }),
      );
      x += c.width;
    }
  };
  const tableHeader = (y: number) => {
    line(
      COLUMNS.map((c) => c.label),
      y,
      'bold',
      MUTED,
    );
    doc
      .moveTo(left, y + ROW_H)
      .lineTo(left + 770, y + ROW_H)
      .strokeColor(RULE)
      .stroke();
    return y + ROW_H + 2;
  };

  doc.font('bold').fontSize(16).fillColor(INK).text('Transactions', left, 36, shaped());
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Printed ${lagos.format(f.printedAt)} (Africa/Lagos)`, left, doc.y + 2, shaped());
  doc.text(
    `Filters: ${f.filters.length ? f.filters.join(' · ') : 'none'}`,
    left,
    doc.y + 2,
    shaped({ width: 770 }),
  );
  let y = tableHeader(doc.y + 10);
  for (const r of f.rows) {
    if (y + ROW_H > bottom()) {
      doc.addPage();
      y = tableHeader(doc.page.margins.top);
    }
    line(cells(r), y, 'body', INK);
    y += ROW_H;
  }
  if (f.rows.length === 0) {
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text('No transactions match these filters.', left, y + 6, shaped());
    y += ROW_H + 6;
  }
  if (y + ROW_H * (f.totals.length + 3) > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  if (f.more) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(
        `Only the newest ${f.rows.length.toLocaleString('en-NG')} transactions are listed. Export a CSV for every matching transaction.`,
        left,
        y + 8,
        shaped({ width: 770 }),
      );
    y = doc.y;
  }
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text('Totals (every matching transaction)', left, y + 12, shaped());
  for (const t of f.totals) {
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK)
      .text(
        `${t.currency}: ${t.count.toLocaleString('en-NG')} transactions · amount ${amountText(t.amount, t.currency)} · fees ${amountText(t.fee, t.currency)} · net ${amountText(t.net, t.currency)}`,
        left,
        doc.y + 3,
        shaped({ width: 770 }),
      );
  }
  doc.end();
  return done;
}
