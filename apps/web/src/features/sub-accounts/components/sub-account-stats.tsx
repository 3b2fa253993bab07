import type { StatsCurrency, SubAccountStats } from '@payrail/contract/sub-accounts';
import { Button } from '#components/ui/button.tsx';
import { formatMinor } from '#lib/money-text.ts';

const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);

/** Spec 001 §2, §9: the stats currency, NGN or USD, held in the URL (statsCurrency). */
export function StatsCurrencyPicker({
  value,
  onChange,
}: {
  value: StatsCurrency;
  onChange: (currency: StatsCurrency) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Stats currency</legend>
      {(['NGN', 'USD'] as const).map((c) => (
        <Button
          key={c}
          size="sm"
          variant={c === value ? 'primary' : 'secondary'}
          aria-pressed={c === value}
          onClick={() => onChange(c)}
        >
          {c}
        </Button>
      ))}
    </fieldset>
  );
}

/** The sub-account's numbers in one currency: payments, volume, its share, success rate, its balances. */
export function SubAccountStatCards({ stats }: { stats: SubAccountStats }) {
  const cards = [
    { label: 'Payments', value: count(stats.payments) },
    { label: 'Volume', value: formatMinor(stats.volume, stats.currency) },
    {
      label: 'Its share',
      value: formatMinor(stats.net, stats.currency),
      hint: 'After the split and its part of the fees',
    },
    {
      label: 'Success rate',
      value: `${stats.successRate}%`,
      hint: `${count(stats.attempts)} checkouts started`,
    },
    {
      label: 'Available balance',
      value: stats.balances ? formatMinor(stats.balances.available, stats.currency) : '—',
    },
    {
      label: 'Pending balance',
      value: stats.balances ? formatMinor(stats.balances.pending, stats.currency) : '—',
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{c.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={`stat-${c.label}`}>
            {c.value}
          </dd>
          {c.hint ? <dd className="mt-1 text-xs text-slate-500">{c.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
