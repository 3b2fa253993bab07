import { useBalance } from '../api/get-balance';
import { amount } from '../lib/format';
import { HOME_CURRENCIES, type HomeCurrency } from '../lib/home-search';
import { HomeCard } from './home-card';

type BalanceCardProps = { currency: HomeCurrency; onCurrency: (currency: HomeCurrency) => void };

/** Available (can be paid out) and pending (collected, not yet settled) in the chosen currency. */
export function BalanceCard({ currency, onCurrency }: BalanceCardProps) {
  const balance = useBalance(currency);
  return (
    <HomeCard
      title="Balance"
      picker={{ label: 'Currency', value: currency, options: HOME_CURRENCIES, onChange: onCurrency }}
      query={balance}
      loadingLabel="Loading your balance"
    >
      {(b) => (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <dt className="text-sm text-slate-600">Available</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 break-words">
              {amount(b.available, b.currency)}
            </dd>
            <dd className="text-xs text-slate-600">Ready to pay out</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Pending</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 break-words">
              {amount(b.pending, b.currency)}
            </dd>
            <dd className="text-xs text-slate-600">Collected, not yet settled</dd>
          </div>
        </dl>
      )}
    </HomeCard>
  );
}
