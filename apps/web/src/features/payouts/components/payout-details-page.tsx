import type { PayoutDetails } from '@payrail/contract/payouts';
import { getRouteApi } from '@tanstack/react-router';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { DetailPage, DetailRow, DetailSection } from '#components/detail-page.tsx';
import { Timeline } from '#components/timeline.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { notify } from '#lib/notify.ts';
import { downloadPayouts } from '../api/download-payouts';
import { usePayoutDetails } from '../api/get-payout-details';
import { EVENTS, when } from '../lib/labels';
import { PayoutApprovalControls } from './payout-approval-controls';
import { PayoutStatus } from './payouts-table';
import { SandboxPayoutControls } from './sandbox-payout-controls';

const route = getRouteApi('/_dashboard/payments/payout_/$uuid');

/** /payments/payout/{uuid}: one payout, where it went, what happened to it, and its receipt. */
export function PayoutDetailsPage() {
  useDocumentTitle('Payout');
  const { uuid } = route.useParams();
  const details = usePayoutDetails(uuid);
  return (
    <DetailPage
      back={{ to: '/payments/payout', label: 'Back to payouts' }}
      query={details}
      loadingLabel="Loading the payout"
    >
      {(p) => <Details p={p} />}
    </DetailPage>
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
      <DetailSection title="Payout">
        <dl>
          <DetailRow label="To">{`${p.accountName}, ${p.bankName} · ${p.accountNumber}`}</DetailRow>
          <DetailRow label="Amount">{money(p.amount)}</DetailRow>
          <DetailRow label="Fee">{money(p.fee)}</DetailRow>
          <DetailRow label="Total debited">{money(p.total)}</DetailRow>
          {p.narration ? <DetailRow label="Narration">{p.narration}</DetailRow> : null}
          <DetailRow label="Requested by">{p.requestedBy || '—'}</DetailRow>
          <DetailRow label="Requested">{when(p.createdAt)}</DetailRow>
          {p.paidAt ? <DetailRow label="Paid">{when(p.paidAt)}</DetailRow> : null}
        </dl>
      </DetailSection>
      <DetailSection title="Timeline">
        <Timeline
          steps={p.timeline.map((e) => ({
            key: `${e.event}-${e.at}`,
            title: EVENTS[e.event] ?? e.event,
            detail: e.detail,
            at: e.at,
            time: when(e.at),
          }))}
        />
      </DetailSection>
      {p.status === 'awaiting_approval' ? (
        <PayoutApprovalControls uuid={p.id} requestedByYou={p.requestedByYou} />
      ) : null}
      {p.status === 'processing' ? <SandboxPayoutControls uuid={p.id} /> : null}
    </>
  );
}
