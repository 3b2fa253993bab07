/**
 * The public API's reads of transactions: verify by reference, fetch by id, list. Every query is
 * scoped to the key's merchant; another merchant's reference or id is a 404, as an unknown one is.
 * A reference is first looked up among the payments initialized through the API (the merchant's
 * own references), then among the merchant's transactions (our `PRL_…` references of link payments).
 */
import { PAYSTACK_MESSAGES } from '@payrail/contract/public-api';
import type { PaystackStatus } from '@payrail/contract/public-api-transaction';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { initializedPayments, transactions } from '#db/schema/index.ts';
import { notFound } from '#lib/errors.ts';
import type { ApiCaller } from './caller.ts';
import {
  bestAttemptFirst,
  statusWhere,
  toPaystackTransaction,
  unstartedTransaction,
} from './transaction-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const transactionNotFound = () => notFound(PAYSTACK_MESSAGES.transactionNotFound);
const apiFacts = {
  reference: initializedPayments.reference,
  metadata: initializedPayments.metadata,
  mode: initializedPayments.mode,
};

type Initialized = typeof initializedPayments.$inferSelect;

/** The initialized payment as a transaction: its best attempt, or `abandoned` when none was made. */
async function initializedTransaction(caller: ApiCaller, p: Initialized) {
  const [attempt] = await caller.deps.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.linkId, p.linkId), eq(transactions.merchantId, caller.merchantId)))
    .orderBy(...bestAttemptFirst)
    .limit(1);
  return attempt ? toPaystackTransaction(attempt, p, caller.mode) : unstartedTransaction(p);
}

export async function verifyTransaction(caller: ApiCaller, { reference }: { reference: string }) {
  const { db } = caller.deps;
  const [initialized] = await db
    .select()
    .from(initializedPayments)
    .where(
      and(
        eq(initializedPayments.merchantId, caller.merchantId),
        eq(initializedPayments.reference, reference),
      ),
    )
    .limit(1);
  if (initialized) return initializedTransaction(caller, initialized);
  const [row] = await db
    .select({ t: transactions, api: apiFacts })
    .from(transactions)
    .leftJoin(initializedPayments, eq(initializedPayments.linkId, transactions.linkId))
    .where(and(eq(transactions.merchantId, caller.merchantId), eq(transactions.reference, reference)))
    .limit(1);
  if (!row) throw transactionNotFound();
  return toPaystackTransaction(row.t, row.api?.reference ? row.api : null, caller.mode);
}

export async function fetchTransaction(caller: ApiCaller, { id }: { id: string }) {
  if (!UUID.test(id)) throw transactionNotFound();
  const { db } = caller.deps;
  const [row] = await db
    .select({ t: transactions, api: apiFacts })
    .from(transactions)
    .leftJoin(initializedPayments, eq(initializedPayments.linkId, transactions.linkId))
    .where(and(eq(transactions.merchantId, caller.merchantId), eq(transactions.id, id)))
    .limit(1);
  if (row) return toPaystackTransaction(row.t, row.api?.reference ? row.api : null, caller.mode);
  const [initialized] = await db
    .select()
    .from(initializedPayments)
    .where(and(eq(initializedPayments.merchantId, caller.merchantId), eq(initializedPayments.id, id)))
    .limit(1);
  if (!initialized) throw transactionNotFound();
  return initializedTransaction(caller, initialized);
}

export type ListInput = {
  perPage?: number | undefined;
  page?: number | undefined;
  status?: PaystackStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** A date (`2026-12-01`: that day's start, UTC) or a date-time; `to` of a bare date includes that day. */
function instant(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00Z`);
    return end ? new Date(start.getTime() + 86_400_000) : start;
  }
  return new Date(value);
}

/** Checkout attempts, newest first (Paystack's order), `perPage` (default 50, at most 100) a page. */
export async function listTransactions(caller: ApiCaller, input: ListInput) {
  const perPage = input.perPage ?? 50;
  const page = input.page ?? 1;
  const where: SQL[] = [eq(transactions.merchantId, caller.merchantId)];
  if (input.status) where.push(statusWhere(input.status));
  if (input.from) where.push(gte(transactions.createdAt, instant(input.from, false)));
  if (input.to) where.push(lt(transactions.createdAt, instant(input.to, true)));
  const filter = and(...where);
  const { db } = caller.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: transactions, api: apiFacts })
      .from(transactions)
      .leftJoin(initializedPayments, eq(initializedPayments.linkId, transactions.linkId))
      .where(filter)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(transactions).where(filter),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    data: rows.map((r) => toPaystackTransaction(r.t, r.api?.reference ? r.api : null, caller.mode)),
    meta: { total: n, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(n / perPage) },
  };
}
