/**
 * The history of the merchant's wallets (POST merchant/balances/view-all, and the exports): one
 * row per posting on one of the merchant's ledger accounts, newest first (the entry's time, its
 * id, the posting's id). Generic over journal entry kinds: payments, settlements, payouts and
 * whatever kinds later modules post all show, labelled by the contract's `movementTypeLabel`.
 *
 * The walk starts from journal_entries' (merchant_id, created_at, id) index (migration 0035) and
 * joins each entry's postings (postings_entry_idx) on the merchant's accounts, so a page reads
 * about its 20 rows whatever the size of the history; days narrow the index range; a type or a
 * reference has its own index (merchant_id, kind, created_at, id) and (merchant_id, reference)
 * (schema/ledger.ts). Amount, currency and description text are checked on the rows walked: a rare
 * one reads further back (docs/SETTLEMENT.md has the figures at a million movements). A page number is turned into a keyset: the
 * key of the page's first row is found (reading keys only), then the page is read from that key on.
 */
import {
  BALANCE_HISTORY_PER_PAGE,
  type BalanceHistory,
  type BalanceHistoryFilters,
  type BalanceMovement,
  movementTypeLabel,
  walletLabel,
} from '@payrail/contract/balances';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '#db/client.ts';
import { ledgerAccounts } from '#db/schema/index.ts';
import type { Actor, Ctx, RequestAccess } from '#lib/context.ts';
import { startOfLagosDay } from '#modules/settlement/index.ts';

export type BalancesReadCtx = Pick<Ctx, 'deps'> & {
  actor: Pick<Actor, 'merchantId'>;
  access: Pick<RequestAccess, 'subAccountIds'>;
};

export type MovementRow = {
  id: string;
  entry_id: string;
  amount: string;
  currency: string;
  wallet: string;
  type: string;
  reference: string;
  description: string;
  created_at: Date | string;
};

/** Where a walk resumes: strictly after this row, in the list's order. */
export type MovementKey = { at: string; entryId: string; id: string };

const REFERENCE = /^[A-Z]{2,5}_[0-9A-Z]{8,32}$/i;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filters as conditions on `e` (journal_entries), `p` (postings) and `a` (ledger_accounts).
 * The merchant's accounts (in the currency asked) are read first: none, and nothing is walked.
 */
export async function historyWhere(
  ctx: BalancesReadCtx,
  f: BalanceHistoryFilters,
  currency?: string,
): Promise<SQL> {
  // A member limited to sub-accounts sees none of the primary account's money (as transactions).
  if (ctx.access.subAccountIds) return sql`false`;
  const m = ctx.actor.merchantId;
  const cur = currency ?? f.currency;
  const accounts = await ctx.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, m),
        // Its sub-accounts' wallets are theirs, not the merchant's (issue 15).
        isNull(ledgerAccounts.subAccountId),
        cur ? eq(ledgerAccounts.currency, cur) : undefined,
      ),
    );
  if (!accounts.length) return sql`false`;
  const ids = sql.join(
    accounts.map((a) => sql`${a.id}::uuid`),
    sql`, `,
  );
  const parts: SQL[] = [sql`e.merchant_id = ${m}`, sql`p.account_id in (${ids})`];
  if (f.start_date)
    parts.push(sql`e.created_at >= ${startOfLagosDay(f.start_date).toISOString()}::timestamptz`);
  if (f.end_date)
    parts.push(sql`e.created_at < ${startOfLagosDay(nextDay(f.end_date)).toISOString()}::timestamptz`);
  if (f.type) parts.push(sql`e.kind = ${f.type}`);
  if (f.amount !== undefined) parts.push(sql`abs(p.amount) = ${f.amount}`);
  if (f.search) {
    // A reference is found by its index; other text is looked for in the descriptions.
    const s = f.search.trim();
    parts.push(
      REFERENCE.test(s)
        ? sql`e.reference = ${s.toUpperCase()}`
        : sql`e.description ilike ${`%${likeEscape(s)}%`}`,
    );
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from journal_entries e
  join postings p on p.entry_id = e.id
  join ledger_accounts a on a.id = p.account_id`;
const ORDER = sql`order by e.created_at desc, e.id desc, p.id desc`;
const after = (k: MovementKey | null) =>
  k
    ? sql` and (e.created_at, e.id, p.id) < (${k.at}::timestamptz, ${k.entryId}::uuid, ${k.id}::uuid)`
    : sql``;

/**
 * A read of the walk. It stops after a page's rows, so parallel workers only cost their start-up
 * (tens of milliseconds measured at a million movements): they are turned off for it.
 */
function walk<T>(ctx: Pick<Ctx, 'deps'>, read: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/** Up to `limit` movements after `key`, in the list's order. */
export async function readMovements(
  ctx: Pick<Ctx, 'deps'>,
  where: SQL,
  key: MovementKey | null,
  limit: number,
): Promise<MovementRow[]> {
  return walk(ctx, (tx) =>
    rawRows<MovementRow>(
      tx,
      sql`select p.id, e.id as entry_id, p.amount::text as amount, p.currency, a.kind as wallet, e.kind as type,
      e.reference, e.description, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      ${FROM} where ${where}${after(key)} ${ORDER} limit ${limit}`,
    ),
  );
}

export const keyOf = (r: MovementRow): MovementKey => ({
  at: iso(r.created_at),
  entryId: r.entry_id,
  id: r.id,
});
const iso = (v: Date | string) => (typeof v === 'string' ? v : v.toISOString());

export function toMovement(r: MovementRow): BalanceMovement {
  return {
    id: r.id,
    ref: r.entry_id,
    type: r.type,
    typeLabel: movementTypeLabel(r.type),
    wallet: r.wallet,
    walletLabel: walletLabel(r.wallet),
    amount: Number(r.amount),
    currency: r.currency,
    reference: r.reference,
    description: r.description,
    createdAt: iso(r.created_at),
  };
}

/** The key of the row just before page `page` (null for the first page; undefined: past the end). */
async function pageStart(ctx: Pick<Ctx, 'deps'>, where: SQL, page: number) {
  if (page <= 1) return null;
  const skip = (page - 1) * BALANCE_HISTORY_PER_PAGE - 1;
  const [row] = await walk(ctx, (tx) =>
    rawRows<{ at: string; entry_id: string; id: string }>(
      tx,
      sql`select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, e.id as entry_id, p.id
      ${FROM} where ${where} ${ORDER} limit 1 offset ${skip}`,
    ),
  );
  return row ? { at: row.at, entryId: row.entry_id, id: row.id } : undefined;
}

export async function listMovements(
  ctx: BalancesReadCtx,
  input: { page: number; filters: BalanceHistoryFilters },
): Promise<BalanceHistory> {
  const where = await historyWhere(ctx, input.filters);
  const start = await pageStart(ctx, where, input.page);
  const rows =
    start === undefined ? [] : await readMovements(ctx, where, start, BALANCE_HISTORY_PER_PAGE + 1);
  return {
    items: rows.slice(0, BALANCE_HISTORY_PER_PAGE).map(toMovement),
    page: input.page,
    perPage: BALANCE_HISTORY_PER_PAGE,
    hasMore: rows.length > BALANCE_HISTORY_PER_PAGE,
  };
}
