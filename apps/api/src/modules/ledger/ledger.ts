/**
 * Posting to the ledger. `post` runs inside the caller's transaction, next to the business record
 * it belongs to, so either both are written or neither is.
 *
 * Overdraft safety: each balance moves by one conditional UPDATE (`balance + x >= 0` unless the
 * account may go negative). PostgreSQL re-checks that condition on the latest row version after
 * taking the row lock, so concurrent payouts on one balance cannot overdraw it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalEntries, type LedgerAccountKind, ledgerAccounts, postings } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export type AccountRef = { merchantId: string | null; kind: LedgerAccountKind; currency: string };
export type Line = { account: AccountRef; amount: bigint };
export type Entry = {
  merchantId: string | null;
  kind: string;
  reference: string;
  description?: string;
  lines: Line[];
};

const NEGATIVE_ALLOWED: ReadonlySet<LedgerAccountKind> = new Set(['platform_clearing', 'platform_fees']);

export class UnbalancedEntryError extends Error {}

export const insufficientFunds = () =>
  new AppError('INSUFFICIENT_FUNDS', 409, 'Your balance is not enough for this');

/** Checks an entry before anything is written: two lines or more, none zero, each currency summing to zero. */
export function assertBalanced(lines: readonly Line[]): void {
  if (lines.length < 2) throw new UnbalancedEntryError('an entry needs at least two postings');
  const sums = new Map<string, bigint>();
  for (const l of lines) {
    if (l.amount === 0n) throw new UnbalancedEntryError('a posting cannot be zero');
    sums.set(l.account.currency, (sums.get(l.account.currency) ?? 0n) + l.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedEntryError(`postings in ${currency} sum to ${sum}, not zero`);
  }
}

/** The account's id, creating it on first use. */
export async function accountId(tx: Tx | Db, ref: AccountRef): Promise<string> {
  const owner =
    ref.merchantId === null
      ? isNull(ledgerAccounts.merchantId)
      : eq(ledgerAccounts.merchantId, ref.merchantId);
  const where = and(owner, eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.currency, ref.currency));
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  if (found) return found.id;
  await tx
    .insert(ledgerAccounts)
    .values({
      merchantId: ref.merchantId,
      kind: ref.kind,
      currency: ref.currency,
      allowNegative: NEGATIVE_ALLOWED.has(ref.kind),
    })
    .onConflictDoNothing();
  const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  return created!.id;
}

/**
 * Writes one journal entry. Returns its id, or `duplicate: true` (and writes nothing) when an entry
 * of this kind already exists for the reference: retries and double submissions post once.
 * Throws `insufficientFunds()` when a balance that may not go negative would.
 */
export async function post(
  tx: Tx,
  clock: Clock,
  entry: Entry,
): Promise<{ entryId: string; duplicate: boolean }> {
  assertBalanced(entry.lines);
  const now = clock.now();
  const [created] = await tx
    .insert(journalEntries)
    .values({
      merchantId: entry.merchantId,
      kind: entry.kind,
      reference: entry.reference,
      description: entry.description ?? '',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: journalEntries.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, entry.kind), eq(journalEntries.reference, entry.reference)));
    return { entryId: existing!.id, duplicate: true };
  }
  const resolved = await Promise.all(
    entry.lines.map(async (l) => ({ ...l, id: await accountId(tx, l.account) })),
  );
  // A fixed lock order (by account id) keeps two entries touching the same accounts from deadlocking.
  resolved.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const l of resolved) {
    const moved = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${l.amount}` })
      .where(
        and(
          eq(ledgerAccounts.id, l.id),
          sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${l.amount} >= 0)`,
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (!moved.length) throw insufficientFunds();
  }
  await tx.insert(postings).values(
    resolved.map((l) => ({
      entryId: created.id,
      accountId: l.id,
      currency: l.account.currency,
      amount: l.amount,
      createdAt: now,
    })),
  );
  return { entryId: created.id, duplicate: false };
}

/** A merchant's balances by currency: available and pending. */
export async function merchantBalances(db: Db | Tx, merchantId: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.merchantId, merchantId));
  const out = new Map<string, { available: bigint; pending: bigint }>();
  for (const r of rows) {
    const b = out.get(r.currency) ?? { available: 0n, pending: 0n };
    if (r.kind === 'merchant_available') b.available = r.balance;
    if (r.kind === 'merchant_pending') b.pending = r.balance;
    out.set(r.currency, b);
  }
  return out;
}
