import type { Currency } from '@payrail/contract/money';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useBalance } from '../api/get-balance';
import { CARD_CURRENCIES } from '../lib/balances-search';
import { when } from '../lib/labels';

/** One card per currency: available, pending, and what settles next and when. */
export function BalanceCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {CARD_CURRENCIES.map((c) => (
        <BalanceCard key={c} currency={c} />
      ))}
    </div>
  );
}

function BalanceCard({ currency }: { currency: Currency }) {
  const balance = useBalance(currency);
  return (
    <section
      aria-label={`${currency} balance`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">{currency} balance</h2>
      {balance.status === 'pending' ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label={`Loading the ${currency} balance`} />
        </div>
      ) : balance.status === 'error' ? (
        <Alert tone="error" className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <span>{balance.error?.message ?? 'An error occurred'}</span>
          <Button size="sm" variant="secondary" onClick={() => void balance.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Available</dt>
              <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 break-words">
                {formatMinor(balance.data.available, currency)}
              </dd>
              <dd className="text-xs text-slate-600">Ready to pay out</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Pending</dt>
              <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 break-words">
                {formatMinor(balance.data.pending, currency)}
              </dd>
              <dd className="text-xs text-slate-600">Collected, not yet settled</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            {balance.data.nextSettlement
              ? `Next settlement: ${formatMinor(balance.data.nextSettlement.amount, currency)} on ${when(balance.data.nextSettlement.at)}`
              : 'Nothing waiting to settle.'}{' '}
            <span className="text-slate-500">
              Payments settle T+{balance.data.settlementDelayDays} business day
              {balance.data.settlementDelayDays === 1 ? '' : 's'} (weekends and public holidays skipped).
            </span>
          </p>
        </>
      )}
    </section>
  );
}
