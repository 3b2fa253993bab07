/**
 * A payout's end: paid or failed, each once (the status moves from 'processing' in the same
 * transaction as its ledger entry and its webhook, and the entry's (kind, reference) is unique).
 *
 *   paid   ('payout_paid')      in flight −(amount + fee), processor clearing +amount, fees +fee
 *   failed ('payout_reversal')  in flight −(amount + fee), available +(amount + fee)
 *
 * The merchant's server hears `transfer.success` or `transfer.failed` (Paystack's event names and
 * field names), and the owner is emailed, after the commit.
 */
import type { TransferWebhookEvent } from '@payrail/contract/payouts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { payouts } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { post } from '#modules/ledger/index.ts';
import { emailOwner } from '#modules/notifications/index.ts';
import { announceWebhooks, queueWebhook } from '#modules/webhooks/index.ts';
import { payoutOutcomeMail } from './payout-outcome-mail.ts';
import { bankName, type PayoutRow } from './payout-view.ts';

type OutcomeDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;
export type Outcome = { kind: 'paid'; processorRef: string } | { kind: 'failed'; reason: string };

/** What a transfer webhook reads of a payout row (payouts, or sub_account_payouts without narration). */
export type TransferSource = Pick<
  PayoutRow,
  | 'amount'
  | 'currency'
  | 'fee'
  | 'reference'
  | 'processorRef'
  | 'failureReason'
  | 'accountName'
  | 'accountNumber'
  | 'bankCode'
  | 'paidAt'
  | 'createdAt'
  | 'updatedAt'
> & { status: string; narration?: string | null };

/** The transfer as Paystack's transfer webhooks carry it. */
export function transferData(p: TransferSource): TransferWebhookEvent['data'] {
  return {
    amount: Number(p.amount),
    currency: p.currency,
    fee_charged: Number(p.fee),
    reference: p.reference,
    reason: p.narration ?? '',
    status: p.status === 'paid' ? 'success' : 'failed',
    transfer_code: p.processorRef ?? p.reference,
    failures: p.failureReason,
    recipient: {
      type: 'nuban',
      name: p.accountName,
      currency: p.currency,
      details: {
        account_number: p.accountNumber,
        account_name: p.accountName,
        bank_code: p.bankCode,
        bank_name: bankName(p.bankCode),
      },
    },
    transferred_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

async function settle(tx: Tx, deps: OutcomeDeps, id: string, o: Outcome): Promise<PayoutRow | undefined> {
  const now = deps.clock.now();
  const [p] = await tx
    .update(payouts)
    .set(
      o.kind === 'paid'
        ? { status: 'paid', processorRef: o.processorRef, paidAt: now, sentAt: now, updatedAt: now }
        : { status: 'failed', failureReason: o.reason, failedAt: now, updatedAt: now },
    )
    .where(and(eq(payouts.id, id), eq(payouts.status, 'processing')))
    .returning();
  if (!p) return undefined;
  const total = p.amount + p.fee;
  const inFlight = {
    merchantId: p.merchantId,
    kind: 'merchant_payouts_in_flight' as const,
    currency: p.currency,
  };
  await post(tx, deps.clock, {
    merchantId: p.merchantId,
    kind: o.kind === 'paid' ? 'payout_paid' : 'payout_reversal',
    reference: p.reference,
    description:
      o.kind === 'paid' ? `Payout ${p.reference} paid` : `Payout ${p.reference} failed: ${o.reason}`,
    lines:
      o.kind === 'paid'
        ? [
            { account: inFlight, amount: -total },
            {
              account: { merchantId: null, kind: 'platform_clearing', currency: p.currency },
              amount: p.amount,
            },
            { account: { merchantId: null, kind: 'platform_fees', currency: p.currency }, amount: p.fee },
          ]
        : [
            { account: inFlight, amount: -total },
            {
              account: { merchantId: p.merchantId, kind: 'merchant_available', currency: p.currency },
              amount: total,
            },
          ],
  });
  await queueWebhook(tx, deps.clock, {
    merchantId: p.merchantId,
    event: o.kind === 'paid' ? 'transfer.success' : 'transfer.failed',
    data: transferData(p),
  });
  return p;
}

/** Ends a processing payout as paid or failed; undefined when it had already ended (nothing written). */
export async function finishPayout(
  deps: OutcomeDeps,
  id: string,
  o: Outcome,
): Promise<PayoutRow | undefined> {
  const p = await deps.db.transaction((tx) => settle(tx, deps, id, o));
  if (!p) return undefined;
  announceWebhooks(deps.log);
  await emailOwner(deps as Deps, p.merchantId, (to, name) =>
    payoutOutcomeMail(to, name, p, { url: `${deps.config.appUrl}/payments/payout/${p.id}` }),
  );
  return p;
}
