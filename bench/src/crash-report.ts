/** The crash bench's table (bench/src/crash.ts): what was paid, what reconcile did, the invariants. */
import type { Invariants, OpenCheckout, Outcome } from './crash-checks.ts';

export type Answers = {
  attempted: number;
  success: number;
  other: Record<string, number>;
  noAnswer: number;
  /** The references of the payments answered success. */
  paid: string[];
};

export type Result = {
  total: Answers;
  /** Answered success, yet not `success` in the database after the crashes. */
  lost: number;
  before: OpenCheckout[];
  ended: Map<string, Outcome>;
  inv: Invariants;
  wrongReplays: number;
  /** Seconds from the last kill until no card checkout was pending; null: not within the wait. */
  reconciledAfterS: number | null;
};

/** Prints the table; returns the invariants that failed. */
export function report(title: string, r: Result): string[] {
  const settled = [...r.ended.values()].filter((o) => o.status === 'success').length;
  const reasons: Record<string, number> = {};
  for (const o of r.ended.values())
    if (o.status === 'failed') reasons[o.reason ?? '?'] = (reasons[o.reason ?? '?'] ?? 0) + 1;
  const failedCount = Object.values(reasons).reduce((a, b) => a + b, 0);
  const other = Object.entries(r.total.other).map(([k, v]) => `${v} × ${k}`);
  const rows: [string, string | number, string][] = [
    ['payments attempted', r.total.attempted, ''],
    ['answered success', r.total.success, ''],
    ['answered success, not success in the database (lost)', r.lost, '0'],
    ['answered otherwise', other.length ? other.join(', ') : 0, ''],
    ['no answer (cut by the kill)', r.total.noAnswer, ''],
    ['card checkouts pending before reconcile', r.before.length, ''],
    ['settled by reconcile', settled, ''],
    [
      'failed/voided by reconcile',
      `${failedCount}${
        failedCount
          ? ` (${Object.entries(reasons)
              .map(([k, v]) => `${v} “${k}”`)
              .join(', ')})`
          : ''
      }`,
      '',
    ],
    ['pending after', r.inv.pendingAfter, '0'],
    ['none pending, seconds after the last kill', r.reconciledAfterS ?? 'not within the wait', ''],
    ['success transactions (all)', r.inv.successTransactions, ''],
    ['approved charges without a success transaction', r.inv.approvedUnrecorded, '0'],
    ['success transactions without exactly one journal entry', r.inv.successWithoutOneEntry, '0'],
    ['voided charges with a success transaction', r.inv.voidedButSuccess, '0'],
    ['replayed keys not answering the outcome', r.wrongReplays, '0'],
    ['ledger (verifyLedger)', r.inv.ledger.length ? `${r.inv.ledger.length} problem(s)` : 'sound', 'sound'],
  ];
  console.log(`\n${title}\n`);
  console.log('| figure | value | must be |');
  console.log('| --- | ---: | :---: |');
  for (const [k, v, must] of rows) console.log(`| ${k} | ${v} | ${must} |`);
  for (const p of r.inv.ledger) console.error(`ledger: ${p.check}: ${p.detail}`);
  const failed = rows.filter(([, v, must]) => must && String(v) !== must).map(([k, v]) => `${k}: ${v}`);
  if (r.reconciledAfterS === null) failed.push('the reconcile did not end every pending checkout in time');
  if (r.ended.size !== r.before.length) failed.push('a pending checkout vanished');
  return failed;
}
