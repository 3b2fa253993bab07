/**
 * What a merchant refund's end adds to the refund job's own work (refund-job.ts), inside its
 * transaction: the webhook in Paystack's names (`refund.processed`, `refund.failed`) and, for a
 * failure after the last try, the 'refund_reversal' entry that returns the money to the merchant's
 * available balance (refunds payable −amount, merchant available +amount). The money returns to
 * available even when it had come from pending: by the time the retries are spent (hours) the
 * payment has most often settled, and the run never moves it again either way. After the commit the
 * customer is emailed when the refund is sent.
 */
import type { Tx } from '#db/client.ts';
import type { Deps } from '#lib/deps.ts';
import { customerMail } from '#mail/customer-mail.ts';
import { oneLine } from '#mail/mail-text.ts';
import { post } from '#modules/ledger/index.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import { queueWebhook } from '#modules/webhooks/index.ts';
import { mailBrand } from '#modules/white-labelling/index.ts';

export type EndedRefund = {
  id: string;
  reference: string;
  merchantId: string;
  transactionId: string;
  currency: string;
  amount: bigint;
  note: string | null;
};
export type RefundedPayment = { reference: string; customerEmail: string };

type EndDeps = Pick<Deps, 'clock'>;

function refundData(r: EndedRefund, t: RefundedPayment, status: 'processed' | 'failed', reason?: string) {
  return {
    id: r.id,
    refund_reference: r.reference,
    transaction_reference: t.reference,
    status,
    amount: Number(r.amount),
    currency: r.currency,
    merchant_note: r.note,
    customer: { email: t.customerEmail },
    ...(reason === undefined ? {} : { reason }),
  };
}

export async function merchantRefundProcessed(tx: Tx, deps: EndDeps, r: EndedRefund, t: RefundedPayment) {
  await queueWebhook(tx, deps.clock, {
    merchantId: r.merchantId,
    transactionId: r.transactionId,
    event: 'refund.processed',
    data: refundData(r, t, 'processed'),
  });
}

export async function merchantRefundFailed(
  tx: Tx,
  deps: EndDeps,
  r: EndedRefund,
  t: RefundedPayment,
  reason: string,
) {
  await post(tx, deps.clock, {
    merchantId: r.merchantId,
    kind: 'refund_reversal',
    reference: r.reference,
    description: `Refund of ${t.reference} failed: ${reason}`,
    lines: [
      { account: { merchantId: null, kind: 'refunds_payable', currency: r.currency }, amount: -r.amount },
      {
        account: { merchantId: r.merchantId, kind: 'merchant_available', currency: r.currency },
        amount: r.amount,
      },
    ],
  });
  await queueWebhook(tx, deps.clock, {
    merchantId: r.merchantId,
    transactionId: r.transactionId,
    event: 'refund.failed',
    data: refundData(r, t, 'failed', reason),
  });
}

/** The customer's email once the refund is sent (a failed send is logged by the mailer, not thrown). */
export async function emailRefundedCustomer(
  deps: Pick<Deps, 'mailer' | 'log' | 'db' | 'config'>,
  r: EndedRefund,
  t: RefundedPayment,
) {
  const amount = formatAmount(r.amount, r.currency);
  try {
    // The merchant's white-labelling signs it (none set: its business name, Payrail's colours).
    const brand = await mailBrand(deps, r.merchantId);
    const to = brand.name ? ` to ${oneLine(brand.name)}` : '';
    await deps.mailer.send(
      customerMail(
        t.customerEmail,
        `Refund of ${amount}`,
        {
          paragraphs: [
            'Hello,',
            `${amount} of your payment ${t.reference}${to} has been refunded to you.${r.note ? ` Reason: ${oneLine(r.note)}` : ''}`,
            'Depending on your bank it can take a few working days to show on your statement.',
          ],
        },
        brand,
      ),
    );
  } catch (e) {
    deps.log.warn({ err: e, refund: r.reference }, 'refund email not sent');
  }
}
