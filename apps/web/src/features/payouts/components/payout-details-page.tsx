import type { PayoutDetails } from '@payrail/contract/payouts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { notify } from '#lib/notify.ts';
import { downloadPayouts } from '../api/download-payouts';
import { usePayoutDetails } from '../api/get-payout-details';
import { EVENTS, when } from '../lib/labels';
import { PayoutStatus } from './payouts-table';
import { SandboxPayoutControls } from './sandbox-payout-controls';

const route = getRouteApi('/_dashboard/payments/payout_/$uuid');

/** /payments/payout/{uuid}: one payout, where it went, what happened to it, and its receipt. */
export function PayoutDetailsPage() {
  useDocumentTitle('Payout');
  const { uuid } = route.useParams();
  const details = usePayoutDetails(uuid);
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-6">
      <Link
        to="/payments/payout"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to payouts
      </Link>
      {details.status === 'pending' ? (
        <div className="flex justify-center py-12 text-brand-700">
          <Spinner label="Loading the payout" />
        </div>
      ) : details.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{details.error?.message ?? 'An error occurred'}</span>
          <Button size="sm" variant="secondary" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Details p={details.data} />
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

function Details({ p }: { p: PayoutDetails }) {
  const money = (minor: number) => formatMinor(minor, p.currency);
  const [downloading, setDownloading] = useState(false);
  const receipt = async () => {
    setDownloading(true);
    try {
      await downloadPayouts({ uuid: p.id });
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The download failed');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{p.reference}</p>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{money(p.amount)}</h1>
          <div className="mt-2">
            <PayoutStatus status={p.status} />
          </div>
        </div>
        <Button variant="secondary" loading={downloading} onClick={() => void receipt()}>
          <FileDown aria-hidden="true" className="size-4" />
          Download receipt
        </Button>
      </div>
      {p.status === 'failed' && p.failureReason ? (
        <Alert tone="error">
          {p.failureReason}. {money(p.total)} is back in your available balance.
        </Alert>
      ) : null}
      <Section title="Payout">
        <dl>
          <Row label="To">{`${p.accountName}, ${p.bankName} · ${p.accountNumber}`}</Row>
          <Row label="Amount">{money(p.amount)}</Row>
          <Row label="Fee">{money(p.fee)}</Row>
          <Row label="Total debited">{money(p.total)}</Row>
          {p.narration ? <Row label="Narration">{p.narration}</Row> : null}
          <Row label="Requested by">{p.requestedBy || '—'}</Row>
          <Row label="Requested">{when(p.createdAt)}</Row>
          {p.paidAt ? <Row label="Paid">{when(p.paidAt)}</Row> : null}
        </dl>
      </Section>
      <Section title="Timeline">
        <ol aria-label="Timeline" className="space-y-3 border-l border-slate-200 pl-4">
          {p.timeline.map((e) => (
            <li key={`${e.event}-${e.at}`} className="relative min-w-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
              />
              <p className="text-sm font-medium text-slate-900">{EVENTS[e.event] ?? e.event}</p>
              {e.detail ? <p className="text-sm text-slate-600 wrap-anywhere">{e.detail}</p> : null}
              <time dateTime={e.at} className="text-xs text-slate-500">
                {when(e.at)}
              </time>
            </li>
          ))}
        </ol>
      </Section>
      {p.status === 'processing' ? <SandboxPayoutControls uuid={p.id} /> : null}
    </>
  );
}
