/**
 * A currency's balances with what settles next, one movement (its journal entry), the currencies,
 * the settlement fee schedule, and the sandbox's settle-now. Every read is scoped to the caller's
 * merchant; another merchant's movement is a 404 like an unknown one.
 */
import {
  type Balance,
  type MovementDetails,
  movementTypeLabel,
  SETTLEMENT_FEE_TIERS,
  type SettlementCharges,
  walletLabel,
} from '@payrail/contract/balances';
import { CURRENCIES, type Currency } from '@payrail/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { transactions } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { merchantBalances } from '#modules/ledger/index.ts';
import { nextSettlement, runSettlement, settlementDelay } from '#modules/settlement/index.ts';
import type { BalancesReadCtx } from './history.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function currencyBalance(ctx: BalancesReadCtx, currency: Currency): Promise<Balance> {
  const { db, clock } = ctx.deps;
  const merchantId = ctx.actor.merchantId;
  if (ctx.access.subAccountIds)
    return { currency, available: 0, pending: 0, nextSettlement: null, settlementDelayDays: 0 };
  const [balances, next, delay] = await Promise.all([
    merchantBalances(db, merchantId),
    nextSettlement(db, clock.now(), merchantId, currency),
    settlementDelay(db, merchantId),
  ]);
  const b = balances.get(currency);
  return {
    currency,
    available: Number(b?.available ?? 0n),
    pending: Number(b?.pending ?? 0n),
    nextSettlement: next ? { amount: Number(next.amount), at: next.at.toISOString() } : null,
    settlementDelayDays: delay,
  };
}

type EntryRow = {
  id: string;
  kind: string;
  reference: string;
  description: string;
  created_at: string;
  wallet: string | null;
  amount: string | null;
  currency: string | null;
};

export async function movementDetails(ctx: BalancesReadCtx, ref: string): Promise<MovementDetails> {
  if (!UUID.test(ref) || ctx.access.subAccountIds) throw notFound();
  const merchantId = ctx.actor.merchantId;
  const rows = await rawRows<EntryRow>(
    ctx.deps.db,
    sql`select e.id, e.kind, e.reference, e.description,
        to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        a.kind as wallet, p.amount::text as amount, p.currency
      from journal_entries e
      join postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.merchant_id = ${merchantId} and a.sub_account_id is null
      where e.id = ${ref}::uuid and e.merchant_id = ${merchantId}
      order by p.amount`,
  );
  const entry = rows[0];
  // An entry that moved none of this merchant's wallets is not a movement of theirs.
  if (!entry) throw notFound();
  const [txn] = await ctx.deps.db
    .select({ id: transactions.id, reference: transactions.reference })
    .from(transactions)
    .where(and(eq(transactions.reference, entry.reference), eq(transactions.merchantId, merchantId)));
  return {
    ref: entry.id,
    type: entry.kind,
    typeLabel: movementTypeLabel(entry.kind),
    reference: entry.reference,
    description: entry.description,
    createdAt: entry.created_at,
    lines: rows.map((r) => ({
      wallet: r.wallet!,
      walletLabel: walletLabel(r.wallet!),
      amount: Number(r.amount),
      currency: r.currency!,
    })),
    transaction: txn ?? null,
  };
}

export function currencyList() {
  return (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
    code,
    name: CURRENCIES[code].name,
    symbol: CURRENCIES[code].symbol,
    exponent: CURRENCIES[code].exponent,
  }));
}

export async function settlementCharges(ctx: Pick<Ctx, 'deps' | 'actor'>): Promise<SettlementCharges> {
  return {
    pendingToAvailable: 0,
    payout: [{ currency: 'NGN', tiers: SETTLEMENT_FEE_TIERS.NGN.map((t) => ({ ...t })) }],
    settlementDelayDays: await settlementDelay(ctx.deps.db, ctx.actor.merchantId),
  };
}

/** Sandbox only: settles the merchant's payments made up to now, as the run would when due. */
export async function simulateSettlement(ctx: Pick<Ctx, 'deps' | 'actor'>): Promise<{ settled: number }> {
  if (ctx.deps.config.mode !== 'sandbox') throw notFound();
  const now = ctx.deps.clock.now();
  const r = await runSettlement(ctx.deps, {
    merchantId: ctx.actor.merchantId,
    paidBefore: new Date(now.getTime() + 1),
  });
  return { settled: r.settled };
}
