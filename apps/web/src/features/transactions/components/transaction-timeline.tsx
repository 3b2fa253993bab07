import type { TransactionDetails } from '@payrail/contract/transactions';
import { Timeline } from '#components/timeline.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { TIMELINE_LABELS, when } from '../lib/labels';

/** What happened to the payment, oldest first, with the money each step moved. */
export function TransactionTimeline({ t }: { t: TransactionDetails }) {
  return (
    <Timeline
      steps={t.timeline.map((e) => ({
        key: `${e.event}-${e.at}-${e.amount ?? ''}`,
        title: (
          <>
            {TIMELINE_LABELS[e.event] ?? e.event}
            {e.amount !== null ? (
              <span className="font-normal text-slate-700">{` · ${formatMinor(e.amount, t.currency)}`}</span>
            ) : null}
          </>
        ),
        detail: e.detail,
        at: e.at,
        time: when(e.at),
      }))}
    />
  );
}

const DELIVERY: Record<string, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  delivered: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'neutral' },
};

/** The webhook events about the payment, each with its state and how many tries it took. */
export function WebhookDeliveries({ t }: { t: TransactionDetails }) {
  if (t.webhookDeliveries.length === 0)
    return <p className="text-sm text-slate-600">No webhook event was sent about this payment.</p>;
  return (
    <ul aria-label="Webhook deliveries" className="divide-y divide-slate-100">
      {t.webhookDeliveries.map((d) => (
        <li key={d.id} className="min-w-0 py-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-xs text-slate-800">{d.event}</span>
            <span className="flex flex-wrap items-center gap-2 text-slate-600">
              <Badge tone={DELIVERY[d.status]?.tone ?? 'neutral'}>
                {DELIVERY[d.status]?.label ?? d.status}
              </Badge>
              <span>{d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}</span>
              <time dateTime={d.createdAt} className="text-xs text-slate-500">
                {when(d.createdAt)}
              </time>
            </span>
          </div>
          {d.tries.length > 0 ? (
            <ol
              aria-label={`Attempts of ${d.event}`}
              className="mt-1 space-y-0.5 pl-3 text-xs text-slate-600"
            >
              {d.tries.map((a) => (
                <li key={a.attempt} className="wrap-anywhere">
                  {`Attempt ${a.attempt} · ${a.outcome === 'delivered' ? 'delivered' : 'failed'} · ${
                    a.responseStatus === null ? 'no answer' : `HTTP ${a.responseStatus}`
                  } · ${a.durationMs} ms · ${when(a.at)}${a.error ? ` · ${a.error}` : ''}`}
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
