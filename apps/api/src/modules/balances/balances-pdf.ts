/**
 * POST merchant/balances/export-pdf/{currency}: Balances.pdf (A4 landscape) — the currency's
 * balances at the top, the filters, then the movements the filters select, newest first, at most
 * BALANCES_PDF_ROWS (a line then says to export a CSV for more). Noto Sans (lib/pdf-fonts.ts), so
 * the naira sign prints.
 */
import type { BalanceHistoryFilters, BalanceMovement } from '@payrail/contract/balance-history';
import { BALANCES_PDF_NAME, BALANCES_PDF_ROWS } from '@payrail/contract/balances';
import { type Currency, format, money } from '@payrail/contract/money';
import PDFDocument from 'pdfkit';
import { documentFonts, shaped } from '#lib/pdf-fonts.ts';
import { currencyBalance } from './balance-service.ts';
import { type ExportCtx, lagosTime, unsigned } from './balances-export.ts';
import { historyWhere, keyOf, type MovementRow, readMovements, toMovement } from './history.ts';

const INK = '#0f172a';
const MUTED = '#475569';
const ROW_H = 15;
const COLUMNS = [
  { label: 'Date (Lagos)', width: 110 },
  { label: 'Type', width: 100 },
  { label: 'Wallet', width: 80 },
  { label: 'Reference', width: 140 },
  { label: 'Description', width: 200 },
  { label: 'In', width: 70, right: true },
  { label: 'Out', width: 70, right: true },
] as const;

const FILTER_LABELS: Record<keyof BalanceHistoryFilters, string> = {
  start_date: 'From',
  end_date: 'To',
  amount: 'Amount (minor units)',
  currency: 'Currency',
  search: 'Search',
  type: 'Type',
};

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

async function rowsFor(ctx: ExportCtx, currency: Currency, filters: BalanceHistoryFilters) {
  const where = await historyWhere(ctx, filters, currency);
  const rows: MovementRow[] = [];
  while (rows.length <= BALANCES_PDF_ROWS) {
    const last = rows[rows.length - 1];
    const batch = await readMovements(ctx, where, last ? keyOf(last) : null, 1_000);
    rows.push(...batch);
    if (batch.length < 1_000) break;
  }
  const more = rows.length > BALANCES_PDF_ROWS;
  return { movements: rows.slice(0, BALANCES_PDF_ROWS).map(toMovement), more };
}

export async function exportBalancesPdf(
  ctx: ExportCtx,
  input: { currency: Currency; filters: BalanceHistoryFilters },
): Promise<Response> {
  const [{ movements, more }, balance] = await Promise.all([
    rowsFor(ctx, input.currency, input.filters),
    currencyBalance(ctx, input.currency),
  ]);
  const filters = (Object.keys(FILTER_LABELS) as (keyof BalanceHistoryFilters)[])
    .filter((k) => input.filters[k] !== undefined && input.filters[k] !== '')
    .map((k) => `${FILTER_LABELS[k]}: ${input.filters[k]}`);
  const pdf = await draw({
    currency: input.currency,
    available: BigInt(balance.available),
    pending: BigInt(balance.pending),
    filters,
    movements,
    more,
    printedAt: ctx.deps.clock.now(),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${BALANCES_PDF_NAME}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

type Facts = {
  currency: Currency;
  available: bigint;
  pending: bigint;
  filters: string[];
  movements: BalanceMovement[];
  more: boolean;
  printedAt: Date;
};

function draw(f: Facts): Promise<Buffer> {
  const { body, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    font: body as never,
    info: { Title: `Balances ${f.currency}`, CreationDate: f.printedAt },
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
  const amount = (m: bigint) => format(money(m, f.currency));
  const row = (texts: string[], y: number, font: 'body' | 'bold', color: string) => {
    doc.font(font).fontSize(8).fillColor(color);
    let x = left;
    for (const [i, c] of COLUMNS.entries()) {
      const align = 'right' in c && c.right ? 'right' : 'left';
      doc.text(texts[i] ?? '', x + 2, y + 4, shaped({ width: c.width - 4, lineBreak: false, align }));
      x += c.width;
    }
    return y + ROW_H;
  };
  const header = (y: number) =>
    row(
      COLUMNS.map((c) => c.label),
      y,
      'bold',
      MUTED,
    ) + 2;

  doc.font('bold').fontSize(16).fillColor(INK).text(`Balances · ${f.currency}`, left, 36, shaped());
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Printed ${lagosTime(f.printedAt.toISOString())} (Africa/Lagos)`, left, doc.y + 2, shaped());
  doc
    .fillColor(INK)
    .text(`Available ${amount(f.available)} · Pending ${amount(f.pending)}`, left, doc.y + 4, shaped());
  doc
    .fillColor(MUTED)
    .text(`Filters: ${f.filters.length ? f.filters.join(' · ') : 'none'}`, left, doc.y + 2, shaped());
  let y = header(doc.y + 10);
  for (const m of f.movements) {
    if (y + ROW_H > bottom()) {
      doc.addPage();
      y = header(doc.page.margins.top);
    }
    const value = unsigned(m.amount, m.currency);
    y = row(
      [
        lagosTime(m.createdAt),
        m.typeLabel,
        m.walletLabel,
        m.reference,
        clip(m.description, 48),
        m.amount > 0 ? value : '',
        m.amount < 0 ? value : '',
      ],
      y,
      'body',
      INK,
    );
  }
  if (!f.movements.length)
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text('No movements match these filters.', left, y + 6, shaped());
  if (f.more)
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(
        `Only the newest ${f.movements.length.toLocaleString('en-NG')} movements are listed. Export a CSV for every matching movement.`,
        left,
        y + 8,
        shaped({ width: 770 }),
      );
  doc.end();
  return done;
}
