import type { TransactionDetails } from '@payrail/contract/transactions';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHANNEL_LABELS, feeCharged, STATUS_LABELS } from '#components/payment-cells.tsx';
import { PaymentAnswers, receivedOf } from '#components/payment-details.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { downloadReceipt } from '../api/download-receipt';
import { useTransactionDetails } from '../api/get-transaction-details';
import { when } from '../lib/labels';
import { ResendWebhook } from './resend-webhook-button';
import { TransactionTimeline, WebhookDeliveries } from './transaction-timeline';

const route = getRouteApi('/_dashboard/payments/transactions_/$uuid');

/** /payments/transactions/{uuid}: one payment, how it was paid, by whom, and what happened to it. */
export function TransactionDetailsPage() {
  useDocumentTitle('Transaction');
  const { uuid } = route.useParams();
  const details = useTransactionDetails(uuid);
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-6">
      <Link
        to="/payments/transactions"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to transactions
      </Link>
      {details.status === 'pending' ? (
        <div className="flex justify-center py-12 text-brand-700">
          <Spinner label="Loading the transaction" />
        </div>
      ) : details.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{details.error?.message ?? 'An error occurred'}</span>
          <Button size="sm" variant="secondary" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Details t={details.data} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

function Details({ t }: { t: TransactionDetails }) {
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
        <Section title="Payment">
          <dl>
            <Row label="Amount">{money(t.amount)}</Row>
            <Row label="Fee">{feeCharged(t) ? money(t.fee) : '—'}</Row>
            <Row label="Customer was asked to pay">{money(t.total)}</Row>
            <Row label="Paid">{money(t.amountPaid)}</Row>
            {t.amountReceived !== null ? (
              <Row label="Received by transfer">{money(t.amountReceived)}</Row>
            ) : null}
            {t.amountRefunded > 0 ? <Row label="Refunded">{money(t.amountRefunded)}</Row> : null}
            <Row label="Net">{feeCharged(t) ? money(t.net) : '—'}</Row>
            <Row label="Fee paid by">{t.feeBearer === 'customer' ? 'Customer' : 'You'}</Row>
            <Row label="Started">{when(t.createdAt)}</Row>
            {t.paidAt ? <Row label="Paid at">{when(t.paidAt)}</Row> : null}
            {t.paymentLink ? (
              <Row label="Payment link">{`${t.paymentLink.name} (${t.paymentLink.ref})`}</Row>
            ) : null}
          </dl>
        </Section>
        <Section title="Channel">
          <dl>
            <Row label="Channel">{CHANNEL_LABELS[t.channel] ?? t.channel}</Row>
            {channel.card ? (
              <Row label="Card">{`${channel.card.brand} •••• ${channel.card.last4}`}</Row>
            ) : null}
            {channel.transfer ? (
              <>
                <Row label="Bank">{channel.transfer.bankName}</Row>
                <Row label="Account">{`${channel.transfer.accountNumber} · ${channel.transfer.accountName}`}</Row>
                <Row label="Account valid until">{when(channel.transfer.expiresAt)}</Row>
              </>
            ) : null}
            {channel.ussd ? <Row label="USSD code">{channel.ussd.code}</Row> : null}
          </dl>
        </Section>
        <Section title="Customer">
          <dl>
            <Row label="Name">{t.customer.name}</Row>
            <Row label="Email">{t.customer.email}</Row>
            {t.customer.phone ? <Row label="Phone">{t.customer.phone}</Row> : null}
          </dl>
          {t.answers.length > 0 ? (
            <div className="mt-4 border-t border-slate-100 pt-3">
              <h3 className="mb-2 text-sm font-semibold text-slate-700">Answers</h3>
              <PaymentAnswers answers={t.answers} />
            </div>
          ) : null}
        </Section>
        <Section title="Timeline">
          <TransactionTimeline t={t} />
        </Section>
      </div>
      <Section title="Webhook deliveries">
        <WebhookDeliveries t={t} />
        {t.status === 'success' || t.status === 'underpaid' || t.status === 'failed' ? (
          <ResendWebhook id={t.id} />
        ) : null}
      </Section>
    </>
  );
}
