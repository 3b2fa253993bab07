/**
 * Drawing Transactions.pdf (A4 landscape): the filters at the top, a table of the rows (date in
 * Africa/Lagos, reference, customer, channel, status, amount, fee, net) whose header repeats on
 * every page, a line when rows were left out (use the CSV for more), and the totals per currency.
 */
import { type Currency, format, isCurrency, money } from '@payrail/contract/money';
import { PDF_INK as INK, PDF_MUTED as MUTED, newPdf, pdfTable } from '#lib/pdf-document.ts';
import { shaped } from '#lib/pdf-fonts.ts';
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
  const { doc, bytes } = newPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: 'Transactions', CreationDate: f.printedAt },
  });
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const table = pdfTable(doc, COLUMNS, ROW_H);

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
  table.start(doc.y + 10);
  for (const r of f.rows) table.add(cells(r));
  let y = table.y;
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
  return bytes;
}
