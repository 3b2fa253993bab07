import type { ChargebackDetails } from '@payrail/contract/chargebacks';
import * as chargebacks from '@payrail/contract/routes/chargebacks';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailPage, DetailRow, DetailSection } from '#components/detail-page.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { Timeline } from '#components/timeline.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useAcceptChargeback } from '../api/answer-chargeback';
import { useChargeback } from '../api/get-chargeback';
import { EVENTS, urgency, when } from '../lib/labels';
import { ChargebackStatus, DueDate } from './chargebacks-table';
import { DeclineDialog } from './decline-dialog';
import { EvidenceFiles } from './evidence-files';

const route = getRouteApi('/_dashboard/payments/chargeback_/$uuid');

/** /payments/chargeback/{uuid}: the dispute, its payment, and the answer (accept, or decline with evidence). */
export function ChargebackDetailsPage() {
  useDocumentTitle('Chargeback');
  const { uuid } = route.useParams();
  const details = useChargeback(uuid);
  return (
    <DetailPage
      back={{ to: '/payments/chargeback', label: 'Back to chargebacks' }}
      query={details}
      loadingLabel="Loading the chargeback"
    >
      {(c) => <Details c={c} now={details.dataUpdatedAt || Date.now()} />}
    </DetailPage>
  );
}

function Details({ c, now }: { c: ChargebackDetails; now: number }) {
  const money = (minor: number) => formatMinor(minor, c.currency);
  const accept = useAcceptChargeback();
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const due = urgency(c.status, c.dueAt, now);
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{c.reference}</p>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{money(c.amount)}</h1>
          <div className="mt-2">
            <ChargebackStatus status={c.status} />
          </div>
        </div>
        {c.status === 'open' ? (
          <div className="flex flex-wrap gap-2">
            <PermissionButton
              endpoint={chargebacks.declineChargeback}
              variant="secondary"
              onClick={() => setDeclining(true)}
            >
              Decline with evidence
            </PermissionButton>
            <PermissionButton endpoint={chargebacks.acceptChargeback} onClick={() => setConfirming(true)}>
              Accept
            </PermissionButton>
          </div>
        ) : null}
      </div>
      {due ? (
        <Alert tone={due.level === 'later' ? 'info' : 'warning'}>
          {due.text}. Unanswered by {when(c.dueAt)}, it is accepted automatically and {money(c.amount)} goes
          back to the customer.
        </Alert>
      ) : null}
      <DetailSection title="Dispute">
        <dl>
          <DetailRow label="Reason">{c.reason}</DetailRow>
          <DetailRow label="Held from your balance">{money(c.amount)}</DetailRow>
          <DetailRow label="Answer by">
            <DueDate status={c.status} dueAt={c.dueAt} now={now} />
          </DetailRow>
          <DetailRow label="Customer">{`${c.customerName} · ${c.customerEmail}`}</DetailRow>
          {c.declineReason ? <DetailRow label="Your answer">{c.declineReason}</DetailRow> : null}
          {c.evidence.length ? (
            <DetailRow label="Evidence">
              <EvidenceFiles chargeback={c} />
            </DetailRow>
          ) : null}
        </dl>
      </DetailSection>
      <DetailSection title="Payment">
        <dl>
          <DetailRow label="Reference">{c.transaction.reference}</DetailRow>
          <DetailRow label="Amount paid">{money(c.transaction.amountPaid)}</DetailRow>
          <DetailRow label="Channel">{c.transaction.channel}</DetailRow>
          {c.transaction.paidAt ? <DetailRow label="Paid">{when(c.transaction.paidAt)}</DetailRow> : null}
        </dl>
      </DetailSection>
      <DetailSection title="Timeline">
        <Timeline
          steps={c.timeline.map((e) => ({
            key: `${e.event}-${e.at}`,
            title: EVENTS[e.event] ?? e.event,
            detail: e.detail,
            at: e.at,
            time: when(e.at),
          }))}
        />
      </DetailSection>
      {confirming ? (
        <ConfirmDialog
          title="Accept the chargeback?"
          description={`${money(c.amount)} goes back to the customer. This cannot be undone.`}
          confirmLabel="Accept chargeback"
          pending={accept.isPending}
          error={accept.error}
          onConfirm={() => accept.mutate(c.id, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {declining ? <DeclineDialog id={c.id} onClose={() => setDeclining(false)} /> : null}
    </>
  );
}
