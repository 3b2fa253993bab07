import type { PaymentLinkDetails } from '@payrail/contract/payment-links';
import { Card, CardContent } from '#components/ui/card.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { conversion, failureReasons, formatRate, funnelSteps } from '../lib/funnel';

/** Views → checkouts started → failed → paid, with their amounts, rates and failure reasons. */
export function LinkFunnel({ link }: { link: PaymentLinkDetails }) {
  const { stats } = link;
  const reasons = failureReasons(stats);
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Funnel</h2>
          <p className="text-sm text-slate-600">
            {formatRate(conversion(stats))} of views paid · {formatMinor(stats.amountPaid, link.currency)}{' '}
            received
          </p>
        </div>
        <ol aria-label="Payment funnel" className="grid gap-3 sm:grid-cols-4">
          {funnelSteps(stats).map((step) => (
            <li key={step.key} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <p className="text-sm font-medium text-slate-600">{step.label}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900">{step.count}</p>
              {step.amount !== null ? (
                <p className="text-sm text-slate-700">{formatMinor(step.amount, link.currency)}</p>
              ) : null}
              {step.of ? (
                <p className="text-xs text-slate-500">
                  {formatRate(step.rate)} {step.of}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        {reasons.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-800">Why payments failed</h3>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              {reasons.map((r) => (
                <li key={r.reason}>
                  {r.reason}: {r.count}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
