/**
 * Every step of a chargeback after it was raised, each once: the row is locked (`for update`) and
 * its status checked in the same transaction as the step's ledger entry, so of an accept and a
 * decline racing, one finds `open` and the other a 409 CONFLICT.
 *
 *   accept / deadline (open → accepted)   merchant_disputed → platform_clearing   'chargeback_lost'
 *   decline (open → declined)             no money moves; the evidence is stored
 *   won (declined → won)                  merchant_disputed → merchant_available  'chargeback_won'
 *   lost (declined → lost)                merchant_disputed → platform_clearing   'chargeback_lost'
 *
 * accepted, won and lost announce `charge.dispute.resolve`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { chargebackEvidence, chargebacks, transactions } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { post } from '#modules/ledger/index.ts';
import { announceWebhooks, queueWebhook } from '#modules/webhooks/index.ts';
import { disputeWebhookData } from './chargeback-facts.ts';
import type { ChargebackRow } from './chargeback-view.ts';
import type { EvidenceFile } from './evidence.ts';

export type AnswerCtx = Pick<Ctx, 'deps' | 'actor'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const chargebackNotFound = () => notFound('Chargeback not found');
const STATUS_TEXT = { accepted: 'accepted', declined: 'declined and under review', won: 'won', lost: 'lost' };

type Where = { id: string; merchantId: string } | { reference: string };

async function lockChargeback(tx: Tx, w: Where): Promise<ChargebackRow> {
  if ('id' in w && !UUID.test(w.id)) throw chargebackNotFound();
  const [row] = await tx
    .select()
    .from(chargebacks)
    .where(
      'id' in w
        ? and(eq(chargebacks.id, w.id), eq(chargebacks.merchantId, w.merchantId))
        : eq(chargebacks.reference, w.reference.toUpperCase()),
    )
    .for('update');
  if (!row) throw chargebackNotFound();
  return row;
}

function expect(row: ChargebackRow, status: ChargebackRow['status']) {
  if (row.status !== status)
    throw conflict(`This chargeback is already ${STATUS_TEXT[row.status as keyof typeof STATUS_TEXT]}`);
}

/** The hold leaves merchant_disputed: to the customer (through clearing) or back to the merchant. */
async function releaseHold(tx: Tx, deps: Deps, row: ChargebackRow, to: 'customer' | 'merchant') {
  const own = { merchantId: row.merchantId, currency: row.currency };
  await post(tx, deps.clock, {
    merchantId: row.merchantId,
    kind: to === 'customer' ? 'chargeback_lost' : 'chargeback_won',
    reference: row.reference,
    description:
      to === 'customer'
        ? `Chargeback ${row.reference}: returned to the customer`
        : `Chargeback ${row.reference}: won, the hold is released`,
    lines: [
      { account: { ...own, kind: 'merchant_disputed' }, amount: -row.amount },
      to === 'customer'
        ? {
            account: { merchantId: null, kind: 'platform_clearing', currency: row.currency },
            amount: row.amount,
          }
        : { account: { ...own, kind: 'merchant_available' }, amount: row.amount },
    ],
  });
}

async function announceResolve(tx: Tx, deps: Deps, row: ChargebackRow) {
  const [payment] = await tx
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(eq(transactions.id, row.transactionId));
  await queueWebhook(tx, deps.clock, {
    merchantId: row.merchantId,
    transactionId: row.transactionId,
    event: 'charge.dispute.resolve',
    data: disputeWebhookData(row, payment!.reference),
  });
}

/** Accepted: by the merchant, or (`auto`) by the deadline job once it has passed. */
export async function acceptInTx(tx: Tx, deps: Deps, row: ChargebackRow, by: string | null) {
  expect(row, 'open');
  const now = deps.clock.now();
  const [done] = await tx
    .update(chargebacks)
    .set({
      status: 'accepted',
      answeredBy: by,
      answeredAt: now,
      resolvedAt: now,
      autoAccepted: by === null,
      updatedAt: now,
    })
    .where(eq(chargebacks.id, row.id))
    .returning();
  await releaseHold(tx, deps, done!, 'customer');
  await announceResolve(tx, deps, done!);
  return done!;
}

export async function acceptChargeback({ deps, actor }: AnswerCtx, id: string): Promise<ChargebackRow> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockChargeback(tx, { id, merchantId: actor.merchantId });
    const done = await acceptInTx(tx, deps, locked, actor.userId);
    await audit(tx, { deps, actor }, { action: 'chargeback.accepted', target: done.reference });
    return done;
  });
  announceWebhooks(deps.log);
  return row;
}

export async function declineChargeback(
  { deps, actor }: AnswerCtx,
  input: { id: string; reason: string; files: EvidenceFile[] },
): Promise<ChargebackRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockChargeback(tx, { id: input.id, merchantId: actor.merchantId });
    expect(row, 'open');
    const [done] = await tx
      .update(chargebacks)
      .set({
        status: 'declined',
        declineReason: input.reason,
        answeredBy: actor.userId,
        answeredAt: now,
        updatedAt: now,
      })
      .where(eq(chargebacks.id, row.id))
      .returning();
    await tx.insert(chargebackEvidence).values(
      input.files.map((f) => ({
        chargebackId: row.id,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.bytes.length,
        bytes: f.bytes,
        uploadedBy: actor.userId,
        uploadedAt: now,
      })),
    );
    await audit(
      tx,
      { deps, actor },
      {
        action: 'chargeback.declined',
        target: row.reference,
        details: { files: input.files.length },
      },
    );
    return done!;
  });
}

/** The operator's decision on a declined chargeback (`chargebacks:resolve`). */
export async function resolveChargeback(
  deps: Deps,
  input: { reference: string; outcome: 'won' | 'lost' },
): Promise<ChargebackRow> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockChargeback(tx, { reference: input.reference });
    expect(locked, 'declined');
    const [done] = await tx
      .update(chargebacks)
      .set({ status: input.outcome, resolvedAt: now, updatedAt: now })
      .where(eq(chargebacks.id, locked.id))
      .returning();
    await releaseHold(tx, deps, done!, input.outcome === 'won' ? 'merchant' : 'customer');
    await announceResolve(tx, deps, done!);
    return done!;
  });
  announceWebhooks(deps.log);
  return row;
}

/** For the deadline job: lock an open chargeback past its due time, or null (answered meanwhile). */
export async function lockOverdue(tx: Tx, id: string, now: Date): Promise<ChargebackRow | null> {
  const [row] = await tx
    .select()
    .from(chargebacks)
    .where(
      and(
        eq(chargebacks.id, id),
        eq(chargebacks.status, 'open'),
        sql`${chargebacks.dueAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update');
  return row ?? null;
}
