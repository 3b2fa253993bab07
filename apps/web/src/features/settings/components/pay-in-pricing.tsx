/**
 * The merchant's pay-in pricing (charges/pay-in) per currency, with what a typical payment leaves
 * (charges/checkout-charges): the same figures the checkout charges.
 */
import { Alert } from '#components/ui/alert.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useCheckoutCharges } from '../api/get-checkout-charges';
import { usePayInCharges } from '../api/get-pay-in-charges';
import { pricingText } from '../pricing-text';

/** The example price per currency: ₦10,000 and $100. */
const EXAMPLE = { NGN: 1_000_000, USD: 10_000 } as const;

function Example({ currency }: { currency: 'NGN' | 'USD' }) {
  const quote = useCheckoutCharges(EXAMPLE[currency], currency);
  if (!quote.data) return null;
  const q = quote.data;
  const m = (n: number) => formatMinor(n, currency);
  return (
    <p className="text-sm text-slate-600">
      On a {m(q.amount)} payment: fee {m(q.fee)}, the customer pays {m(q.total)}, you receive{' '}
      {m(q.merchantReceives)}.
    </p>
  );
}

export function PayInPricing() {
  const charges = usePayInCharges();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pricing</CardTitle>
        <CardDescription>The fee on each payment your customers make.</CardDescription>
      </CardHeader>
      <CardContent>
        {charges.isPending ? (
          <Spinner label="Loading your pricing" />
        ) : charges.isError ? (
          <Alert tone="error">{charges.error.message}</Alert>
        ) : (
          <dl className="divide-y divide-slate-100">
            {charges.data.pricing.map((p) => (
              <div key={p.currency} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-900">
                  {p.currency} payments
                  {p.custom ? <Badge>Agreed pricing</Badge> : null}
                </dt>
                <dd className="space-y-1">
                  <p className="text-sm text-slate-900">{pricingText(p)}</p>
                  <Example currency={p.currency} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
