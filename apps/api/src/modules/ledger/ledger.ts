/**
 * Posting to the ledger. `post` runs inside the caller's transaction, next to the business record
 * it belongs to, so either both are written or neither is.
 *
 * Overdraft safety: a debit of a cached balance is one conditional UPDATE of the account's row
 * (`balance + shards + x >= 0`); PostgreSQL re-checks it on the latest row version after taking the
 * row lock, so concurrent payouts on one balance cannot overdraw it. Credits go to the account's
 * credit shards (entry-statement.ts `balanceMove`), so payments to one merchant do not queue on
 * its one row.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import {
  journalEntries,
  type LedgerAccountKind,
  ledgerAccounts,
  NEGATIVE_ALLOWED_KINDS,
  postings,
} from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import { AppError } from '#lib/errors.ts';
import { namedRows } from '#lib/prepared.ts';
import { balanceMove, postInOneStatement, type Resolved } from './entry-statement.ts';

/**
 * A ledger account: the platform's (merchantId null), a merchant's, or a sub-account's (issue 15:
 * the sub_account_* kinds, with merchantId the parent merchant and subAccountId set).
 */
export type AccountRef = {
  merchantId: string | null;
  subAccountId?: string | null | undefined;
  kind: LedgerAccountKind;
  currency: string;
};
export type Line = { account: AccountRef; amount: bigint };
export type Entry = {
  merchantId: string | null;
  kind: string;
  reference: string;
  description?: string;
  lines: Line[];
};

export const NEGATIVE_ALLOWED: ReadonlySet<LedgerAccountKind> = new Set(NEGATIVE_ALLOWED_KINDS);

export class UnbalancedEntryError extends Error {}

export const insufficientFunds = () =>
  new AppError(ErrorCode.INSUFFICIENT_FUNDS, 'Your balance is not enough for this');

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

export const refKey = (r: {
  merchantId: string | null;
  subAccountId?: string | null | undefined;
  kind: string;
  currency: string;
}) => `${r.merchantId ?? ''}|${r.subAccountId ?? ''}|${r.kind}|${r.currency}`;

/** The accounts' ids, creating those that do not exist yet: one query when they all exist. */
async function accountIds(tx: Tx | Db, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const wanted = new Map(refs.map((r) => [refKey(r), r]));
  const find = async () => {
    const keys = [...wanted.values()].map(
      (r) => sql`(${r.merchantId ?? ''}, ${r.subAccountId ?? ''}, ${r.kind}, ${r.currency})`,
    );
    // A named statement: PostgreSQL plans it once per connection (one shape per number of accounts).
    const rows = await namedRows<{
      id: string;
      merchant_id: string | null;
      sub_account_id: string | null;
      kind: string;
      currency: string;
    }>(
      tx,
      sql`select id, merchant_id, sub_account_id, kind, currency from ledger_accounts
          where (coalesce(merchant_id::text, ''), coalesce(sub_account_id::text, ''), kind, currency)
            in (${sql.join(keys, sql`, `)})`,
    );
    return new Map(
      rows.map((r) => [
        refKey({
          merchantId: r.merchant_id,
          subAccountId: r.sub_account_id,
          kind: r.kind,
          currency: r.currency,
        }),
        r.id,
      ]),
    );
  };
  let found = await find();
  const missing = [...wanted].filter(([k]) => !found.has(k)).map(([, r]) => r);
  if (missing.length) {
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map((r) => ({
          merchantId: r.merchantId,
          subAccountId: r.subAccountId ?? null,
          kind: r.kind,
          currency: r.currency,
          allowNegative: NEGATIVE_ALLOWED.has(r.kind),
        })),
      )
      .onConflictDoNothing();
    found = await find();
  }
  return found;
}

/**
 * Account ids never change once an account exists, so they are remembered per database: a payment
 * then needs no lookup. (Balances are never cached here; they live in the database only.)
 */
const knownIds = new WeakMap<Db, Map<string, string>>();

/**
 * The entry's lines with their accounts' ids, and its one cached wallet line (if any), in lock
 * order; accounts are created on first use. `db` is the database the ids belong to.
 */
export async function resolveEntry(db: Db, entry: Entry): Promise<{ lines: Resolved[]; cached: Resolved[] }> {
  const known = knownIds.get(db) ?? new Map<string, string>();
  knownIds.set(db, known);
  const missing = entry.lines.filter((l) => !known.has(refKey(l.account)));
  if (missing.length) {
    const found = await accountIds(
      db,
      missing.map((l) => l.account),
    );
    for (const [k, id] of found) known.set(k, id);
  }
  const lines = entry.lines.map((l) => ({ ...l, id: known.get(refKey(l.account))! }));
  // A fixed lock order (by account id) keeps two entries touching the same wallets from deadlocking.
  const cached = lines
    .filter((l) => !NEGATIVE_ALLOWED.has(l.account.kind))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { lines, cached };
}

/** The account's id, creating it on first use. */
export async function accountId(tx: Tx | Db, ref: AccountRef): Promise<string> {
  return (await accountIds(tx, [ref])).get(refKey(ref))!;
}

/**
 * Writes one journal entry. Returns its id, or `duplicate: true` (and writes nothing) when an entry
 * of this kind already exists for the reference: retries and double submissions post once.
 * Throws `insufficientFunds()` when a balance that may not go negative would.
 *
 * Only merchant wallets keep a cached balance. The platform's own accounts (clearing, fees) take a
 * posting from every payment on the platform; a cached row there would make every payment wait for
 * every other, so their balance is the sum of their postings, computed when asked.
 */
export async function post(
  tx: Tx,
  clock: Clock,
  entry: Entry,
): Promise<{ entryId: string; duplicate: boolean }> {
  assertBalanced(entry.lines);
  const now = clock.now();
  // The accounts first (one query when they exist), so the entry itself can be one statement.
  const ids = await accountIds(
    tx,
    entry.lines.map((l) => l.account),
  );
  const resolved = entry.lines.map((l) => ({ ...l, id: ids.get(refKey(l.account))! }));
  // A fixed lock order (by account id) keeps two entries touching the same wallets from deadlocking.
  const cached = resolved
    .filter((l) => !NEGATIVE_ALLOWED.has(l.account.kind))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (cached.length <= 1) return postInOneStatement(tx, now, entry, resolved, cached[0]);
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
  if (!created) return { entryId: await existingEntry(tx, entry), duplicate: true };
  for (const l of cached) {
    const moved = await namedRows<{ id: string }>(tx, balanceMove(l));
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

export async function existingEntry(tx: Tx, entry: Entry): Promise<string> {
  const [existing] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.kind, entry.kind), eq(journalEntries.reference, entry.reference)));
  return existing!.id;
}

/** A merchant's balances by currency: available and pending (its sub-accounts' wallets are not its own). */
export async function merchantBalances(db: Db | Tx, merchantId: string) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: sql<string>`(${ledgerAccounts.balance} + coalesce((select sum(s.amount) from ledger_credit_shards s
        where s.account_id = ${ledgerAccounts.id}), 0))::text`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), isNull(ledgerAccounts.subAccountId)));
  const out = new Map<string, { available: bigint; pending: bigint }>();
  for (const r of rows) {
    const b = out.get(r.currency) ?? { available: 0n, pending: 0n };
    if (r.kind === 'merchant_available') b.available = BigInt(r.balance);
    if (r.kind === 'merchant_pending') b.pending = BigInt(r.balance);
    out.set(r.currency, b);
  }
  return out;
}
