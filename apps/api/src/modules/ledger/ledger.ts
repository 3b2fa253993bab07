/**
 * Posting to the ledger. `post` runs inside the caller's transaction, next to the business record
 * it belongs to, so either both are written or neither is.
 *
 * Overdraft safety: each merchant wallet's cached balance moves by one conditional UPDATE
 * (`balance + x >= 0`). PostgreSQL re-checks that condition on the latest row version after
 * taking the row lock, so concurrent payouts on one balance cannot overdraw it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalEntries, type LedgerAccountKind, ledgerAccounts, postings } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { namedRows } from '../checkout/prepared.ts';

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

const refKey = (r: { merchantId: string | null; kind: string; currency: string }) =>
  `${r.merchantId ?? ''}|${r.kind}|${r.currency}`;

/** The accounts' ids, creating those that do not exist yet: one query when they all exist. */
async function accountIds(tx: Tx | Db, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const wanted = new Map(refs.map((r) => [refKey(r), r]));
  const find = async () => {
    const keys = [...wanted.values()].map((r) => sql`(${r.merchantId ?? ''}, ${r.kind}, ${r.currency})`);
    // A named statement: PostgreSQL plans it once per connection (one shape per number of accounts).
    const rows = await namedRows<{ id: string; merchant_id: string | null; kind: string; currency: string }>(
      tx,
      sql`select id, merchant_id, kind, currency from ledger_accounts
          where (coalesce(merchant_id::text, ''), kind, currency) in (${sql.join(keys, sql`, `)})`,
    );
    return new Map(
      rows.map((r) => [refKey({ merchantId: r.merchant_id, kind: r.kind, currency: r.currency }), r.id]),
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
    const moved = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${l.amount}` })
      .where(and(eq(ledgerAccounts.id, l.id), sql`${ledgerAccounts.balance} + ${l.amount} >= 0`))
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

type Resolved = Line & { id: string };

async function existingEntry(tx: Tx, entry: Entry): Promise<string> {
  const [existing] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.kind, entry.kind), eq(journalEntries.reference, entry.reference)));
  return existing!.id;
}

/**
 * An entry with at most one cached balance (a payment: clearing, fees and one wallet) in ONE
 * statement: the journal entry, the wallet's conditional balance move and the postings. The move
 * and the postings only happen when the entry was inserted (not a duplicate); when the wallet may
 * not go negative and would, the statement reports it and the caller's transaction is rolled back
 * by the thrown `insufficientFunds()`.
 */
async function postInOneStatement(
  tx: Tx,
  now: Date,
  entry: Entry,
  lines: Resolved[],
  wallet: Resolved | undefined,
): Promise<{ entryId: string; duplicate: boolean }> {
  const at = now.toISOString();
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::uuid, ${l.account.currency}, ${l.amount.toString()}::bigint)`),
    sql`, `,
  );
  const move = wallet
    ? sql`update ledger_accounts set balance = balance + ${wallet.amount.toString()}::bigint
        where id = ${wallet.id} and balance + ${wallet.amount.toString()}::bigint >= 0
          and exists (select 1 from e)
        returning id`
    : sql`select null::uuid as id where false`;
  const [row] = await namedRows<{ id: string | null; moved: number | string }>(
    tx,
    sql`with e as (
          insert into journal_entries (merchant_id, kind, reference, description, created_at)
          values (${entry.merchantId}, ${entry.kind}, ${entry.reference}, ${entry.description ?? ''}, ${at})
          on conflict do nothing
          returning id
        ), m as (${move}), p as (
          insert into postings (entry_id, account_id, currency, amount, created_at)
          select e.id, v.account_id, v.currency, v.amount, ${at}::timestamptz
          from e, (values ${values}) as v (account_id, currency, amount)
        )
        select (select id from e) as id, (select count(*) from m) as moved`,
  );
  if (!row?.id) return { entryId: await existingEntry(tx, entry), duplicate: true };
  if (wallet && Number(row.moved) !== 1) throw insufficientFunds();
  return { entryId: row.id, duplicate: false };
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
