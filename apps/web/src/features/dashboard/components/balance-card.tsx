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
      placeholder={<Balances />}
    >
      {(b) => (
        <Balances available={amount(b.available, b.currency)} pending={amount(b.pending, b.currency)} />
      )}
    </HomeCard>
  );
}

/** The two figures with their labels; while loading, a blank of the figure's height for each. */
function Balances({ available, pending }: { available?: string; pending?: string }) {
  const rows = [
    { key: 'available', label: 'Available', value: available, note: 'Ready to pay out' },
    { key: 'pending', label: 'Pending', value: pending, note: 'Collected, not yet settled' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {rows.map((r) => (
        <div key={r.key}>
          <dt className="text-sm text-slate-600">{r.label}</dt>
          {/* data-boot: the shell's boot script writes the early figure here (scripts/home-boot.ts);
              elementtiming: when it paints (bench/src/home-figures.ts). */}
          <dd
            data-boot={`balance-${r.key}`}
            {...{ elementtiming: `balance-${r.key}` }}
            className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 break-words"
          >
            {r.value ?? <span className="inline-block h-6 w-32 rounded bg-slate-100 align-middle" />}
          </dd>
          <dd className="text-xs text-slate-600">{r.note}</dd>
        </div>
      ))}
    </dl>
  );
}
