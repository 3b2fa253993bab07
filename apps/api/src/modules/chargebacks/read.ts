/**
 * Reading chargebacks: the merchant's list (newest first, 20 a page, on the (merchant, created_at)
 * index) and one chargeback with its payment, evidence and timeline. Every query is scoped to the
 * caller's merchant: another merchant's chargeback, an unknown id and one not shaped like a UUID are
 * the same 404. Members limited to sub-accounts see none (disputes hit the primary balance).
 */
import {
  CHARGEBACKS_PER_PAGE,
  type ChargebackDetails,
  type ChargebackList,
  type ChargebackStatus,
} from '@payrail/contract/chargebacks';
import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { chargebackEvidence, chargebacks, transactions } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { chargebackNotFound } from './answer.ts';
import { type ChargebackRow, chargebackTimeline, chargebackView } from './chargeback-view.ts';

export type ReadCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
export type ChargebackFilters = {
  status?: ChargebackStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The start of an Africa/Lagos day (UTC+1 all year) as an instant. */
const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextDay = (day: string) => new Date(lagosDayStart(day).getTime() + 24 * 60 * 60_000);

function where(merchantId: string, f: ChargebackFilters): SQL {
  const search = f.search?.toUpperCase();
  return and(
    eq(chargebacks.merchantId, merchantId),
    f.status ? eq(chargebacks.status, f.status) : undefined,
    f.from ? gte(chargebacks.createdAt, lagosDayStart(f.from)) : undefined,
    f.to ? lt(chargebacks.createdAt, nextDay(f.to)) : undefined,
    search ? or(eq(chargebacks.reference, search), eq(transactions.reference, search)) : undefined,
  )!;
}

const payment = {
  reference: transactions.reference,
  customerName: transactions.customerName,
  customerEmail: transactions.customerEmail,
};

export async function listChargebacks(
  { deps, actor, access }: ReadCtx,
  { page, ...filters }: ChargebackFilters & { page: number },
): Promise<ChargebackList> {
  const perPage = CHARGEBACKS_PER_PAGE;
  if (access.subAccountIds) return { items: [], page, perPage, total: 0 };
  const w = where(actor.merchantId, filters);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ row: chargebacks, payment })
      .from(chargebacks)
      .innerJoin(transactions, eq(transactions.id, chargebacks.transactionId))
      .where(w)
      .orderBy(desc(chargebacks.createdAt), desc(chargebacks.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db
      .select({ n: count() })
      .from(chargebacks)
      .innerJoin(transactions, eq(transactions.id, chargebacks.transactionId))
      .where(w),
  ]);
  return { items: rows.map((r) => chargebackView(r.row, r.payment)), page, perPage, total: counted?.n ?? 0 };
}

export async function chargebackDetails(
  { deps, actor, access }: ReadCtx,
  id: string,
): Promise<ChargebackDetails> {
  if (!UUID.test(id) || access.subAccountIds) throw chargebackNotFound();
  const [found] = await deps.db
    .select({ row: chargebacks, t: transactions })
    .from(chargebacks)
    .innerJoin(transactions, eq(transactions.id, chargebacks.transactionId))
    .where(and(eq(chargebacks.id, id), eq(chargebacks.merchantId, actor.merchantId)));
  if (!found) throw chargebackNotFound();
  return detailsOf(deps.db, found.row, found.t);
}

type Payment = typeof transactions.$inferSelect;

export async function detailsOf(
  db: ReadCtx['deps']['db'],
  row: ChargebackRow,
  t: Payment,
): Promise<ChargebackDetails> {
  const files = await db
    .select({
      id: chargebackEvidence.id,
      fileName: chargebackEvidence.fileName,
      contentType: chargebackEvidence.contentType,
      size: chargebackEvidence.size,
      uploadedAt: chargebackEvidence.uploadedAt,
    })
    .from(chargebackEvidence)
    .where(eq(chargebackEvidence.chargebackId, row.id))
    .orderBy(asc(chargebackEvidence.uploadedAt), asc(chargebackEvidence.fileName));
  return {
    ...chargebackView(row, t),
    declineReason: row.declineReason,
    autoAccepted: row.autoAccepted,
    transaction: {
      id: t.id,
      reference: t.reference,
      amount: Number(t.amount),
      amountPaid: Number(t.amountPaid),
      currency: t.currency,
      channel: t.channel,
      paidAt: t.paidAt?.toISOString() ?? null,
    },
    evidence: files.map((f) => ({
      ...f,
      contentType: f.contentType as ChargebackDetails['evidence'][number]['contentType'],
      uploadedAt: f.uploadedAt.toISOString(),
    })),
    timeline: chargebackTimeline(row),
  };
}

/** The details of a row just written (an answer's response). */
export async function detailsOfRow(
  db: ReadCtx['deps']['db'],
  row: ChargebackRow,
): Promise<ChargebackDetails> {
  const [t] = await db.select().from(transactions).where(eq(transactions.id, row.transactionId));
  return detailsOf(db, row, t!);
}

/** 404 unless the chargeback is the caller's (before a form is read: its fields never decide a 404). */
export async function ownChargeback({ deps, actor, access }: ReadCtx, id: string): Promise<void> {
  if (!UUID.test(id) || access.subAccountIds) throw chargebackNotFound();
  const [found] = await deps.db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.id, id), eq(chargebacks.merchantId, actor.merchantId)));
  if (!found) throw chargebackNotFound();
}
