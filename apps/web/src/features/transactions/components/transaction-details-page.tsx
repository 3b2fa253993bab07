import type { TransactionDetails } from '@payrail/contract/transactions';
import { getRouteApi } from '@tanstack/react-router';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { DetailPage, DetailRow, DetailSection } from '#components/detail-page.tsx';
import { CHANNEL_LABELS, feeCharged, STATUS_LABELS } from '#components/payment-cells.tsx';
import { PaymentAnswers, receivedOf } from '#components/payment-details.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { downloadReceipt } from '../api/download-receipt';
import { useTransactionDetails } from '../api/get-transaction-details';
import { when } from '../lib/labels';
import { ResendWebhook } from './resend-webhook-button';
import { TransactionTimeline, WebhookDeliveries } from './transaction-timeline';

const route = getRouteApi('/_dashboard/payments/transactions_/$uuid');

type Slots = {
  /** The payment's refunds, from the refunds feature (the route composes the two features). */
  refunds?: (t: TransactionDetails) => ReactNode;
};

/** /payments/transactions/{uuid}: one payment, how it was paid, by whom, and what happened to it. */
export function TransactionDetailsPage({ refunds }: Slots = {}) {
  useDocumentTitle('Transaction');
  const { uuid } = route.useParams();
  const details = useTransactionDetails(uuid);
  return (
    <DetailPage
      back={{ to: '/payments/transactions', label: 'Back to transactions' }}
      query={details}
      loadingLabel="Loading the transaction"
    >
      {(t) => <Details t={t} refunds={refunds} />}
    </DetailPage>
  );
}

function Details({ t, refunds }: { t: TransactionDetails } & Slots) {
  const status = STATUS_LABELS[t.status];
  const money = (minor: number) => formatMinor(minor, t.currency);
  const channel = t.channelDetails;
  return (
    <>
      <div className="min-w-0">
        <p className="font-mono text-sm text-slate-500 wrap-anywhere">{t.reference}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{money(t.amount)}</h1>
          <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? t.status}</Badge>
        </div>
        {t.status === 'underpaid' ? (
          <p className="mt-1 text-sm text-amber-800">{`Part payment: ${receivedOf(t)}`}</p>
        ) : null}
        {t.failureReason ? <p className="mt-1 text-sm text-slate-600">{t.failureReason}</p> : null}
        {t.status === 'success' || t.status === 'underpaid' ? (
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void downloadReceipt(t.id)}>
            <FileDown aria-hidden="true" className="size-4" />
            Download receipt
          </Button>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <DetailSection title="Payment">
          <dl>
            <DetailRow label="Amount">{money(t.amount)}</DetailRow>
            <DetailRow label="Fee">{feeCharged(t) ? money(t.fee) : '—'}</DetailRow>
            <DetailRow label="Customer was asked to pay">{money(t.total)}</DetailRow>
            <DetailRow label="Paid">{money(t.amountPaid)}</DetailRow>
            {t.amountReceived !== null ? (
              <DetailRow label="Received by transfer">{money(t.amountReceived)}</DetailRow>
            ) : null}
            {t.amountRefunded > 0 ? <DetailRow label="Refunded">{money(t.amountRefunded)}</DetailRow> : null}
            <DetailRow label="Net">{feeCharged(t) ? money(t.net) : '—'}</DetailRow>
            <DetailRow label="Fee paid by">{t.feeBearer === 'customer' ? 'Customer' : 'You'}</DetailRow>
            <DetailRow label="Started">{when(t.createdAt)}</DetailRow>
            {t.paidAt ? <DetailRow label="Paid at">{when(t.paidAt)}</DetailRow> : null}
            {t.paymentLink ? (
              <DetailRow label="Payment link">{`${t.paymentLink.name} (${t.paymentLink.ref})`}</DetailRow>
            ) : null}
          </dl>
        </DetailSection>
        <DetailSection title="Channel">
          <dl>
            <DetailRow label="Channel">{CHANNEL_LABELS[t.channel] ?? t.channel}</DetailRow>
            {channel.card ? (
              <DetailRow label="Card">{`${channel.card.brand} •••• ${channel.card.last4}`}</DetailRow>
            ) : null}
            {channel.transfer ? (
              <>
                <DetailRow label="Bank">{channel.transfer.bankName}</DetailRow>
                <DetailRow label="Account">{`${channel.transfer.accountNumber} · ${channel.transfer.accountName}`}</DetailRow>
                <DetailRow label="Account valid until">{when(channel.transfer.expiresAt)}</DetailRow>
              </>
            ) : null}
            {channel.ussd ? <DetailRow label="USSD code">{channel.ussd.code}</DetailRow> : null}
          </dl>
        </DetailSection>
        <DetailSection title="Customer">
          <dl>
            <DetailRow label="Name">{t.customer.name}</DetailRow>
            <DetailRow label="Email">{t.customer.email}</DetailRow>
            {t.customer.phone ? <DetailRow label="Phone">{t.customer.phone}</DetailRow> : null}
          </dl>
          {t.answers.length > 0 ? (
            <div className="mt-4 border-t border-slate-100 pt-3">
              <h3 className="mb-2 text-sm font-semibold text-slate-700">Answers</h3>
              <PaymentAnswers answers={t.answers} />
            </div>
          ) : null}
        </DetailSection>
        <DetailSection title="Timeline">
          <TransactionTimeline t={t} />
        </DetailSection>
      </div>
      {refunds?.(t)}
      <DetailSection title="Webhook deliveries">
        <WebhookDeliveries t={t} />
        {t.status === 'success' || t.status === 'underpaid' || t.status === 'failed' ? (
          <ResendWebhook id={t.id} />
        ) : null}
      </DetailSection>
    </>
  );
}
