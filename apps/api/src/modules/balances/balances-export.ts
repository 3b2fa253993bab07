/**
 * POST merchant/balances/export-csv/{currency}: Balances.csv, the movements of the merchant's
 * wallets in one currency that the list's filters select, newest first, streamed by keyset with
 * flat memory (lib/csv.ts). Cells are neutralised against formula injection there; amounts are
 * written unsigned with a Direction column, so no numeric cell starts with a minus sign that the
 * neutralising apostrophe would turn into text.
 */
import type { BalanceHistoryFilters } from '@payrail/contract/balance-history';
import { BALANCES_CSV_NAME } from '@payrail/contract/balances';
import { type Currency, isCurrency, toDecimal } from '@payrail/contract/money';
import { type CsvSource, csvLine, csvResponse } from '#lib/csv.ts';
import type { Logger } from '#lib/logger.ts';
import {
  type BalancesReadCtx,
  historyWhere,
  keyOf,
  type MovementKey,
  type MovementRow,
  readMovements,
  toMovement,
} from './history.ts';

export const CSV_BATCH = 1_000;
export const CSV_HEADER = [
  'Date (Africa/Lagos)',
  'Type',
  'Wallet',
  'Direction',
  'Amount',
  'Currency',
  'Reference',
  'Description',
  'Movement ref',
] as const;

const lagos = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});
export const lagosTime = (iso: string) => lagos.format(new Date(iso));

export const unsigned = (amount: number | bigint, currency: string) => {
  const minor = BigInt(amount);
  const abs = minor < 0n ? -minor : minor;
  return isCurrency(currency) ? toDecimal(abs, currency as Currency) : abs.toString();
};

export type ExportCtx = BalancesReadCtx & { log: Logger };

export async function exportBalancesCsv(
  ctx: ExportCtx,
  input: { currency: Currency; filters: BalanceHistoryFilters },
): Promise<Response> {
  const where = await historyWhere(ctx, input.filters, input.currency);
  const source: CsvSource<MovementRow, MovementKey> = {
    header: CSV_HEADER,
    batchSize: CSV_BATCH,
    read: (after, limit) => readMovements(ctx, where, after, limit),
    keyOf,
    lines: (rows) =>
      rows
        .map(toMovement)
        .map((m) =>
          csvLine([
            lagosTime(m.createdAt),
            m.typeLabel,
            m.walletLabel,
            m.amount < 0 ? 'Debit' : 'Credit',
            unsigned(m.amount, m.currency),
            m.currency,
            m.reference,
            m.description,
            m.ref,
          ]),
        )
        .join(''),
  };
  return csvResponse(source, { fileName: BALANCES_CSV_NAME, log: ctx.log, what: 'Balances CSV export' });
}
