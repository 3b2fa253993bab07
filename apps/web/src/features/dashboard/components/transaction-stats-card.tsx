import type { TransactionStats } from '@payrail/contract/routes/dashboard';
import type { ReactNode } from 'react';
import { Spinner } from '#components/ui/spinner.tsx';
import { useTransactionStats } from '../api/get-transaction-stats';
import { amount, CHANNEL_NAMES, compactAmount, count, dayLabel, rate } from '../lib/format';
import { HOME_CURRENCIES, type HomeCurrency } from '../lib/home-search';
import { Chart } from './chart';
import { HomeCard } from './home-card';

type TransactionStatsCardProps = {
  currency: HomeCurrency;
  onCurrency: (currency: HomeCurrency) => void;
  /** What a merchant with no payments can do first (a link to create a payment link). */
  emptyAction?: ReactNode;
  className?: string;
};

const VOLUME_COLOUR = '#0d9488';

/** The last 30 days: money received, payments, success rate, fees, each day's volume, each channel. */
export function TransactionStatsCard({
  currency,
  onCurrency,
  emptyAction,
  className,
}: TransactionStatsCardProps) {
  const stats = useTransactionStats(currency);
  return (
    <HomeCard
      title="Payments in the last 30 days"
      className={className}
      picker={{ label: 'Currency', value: currency, options: HOME_CURRENCIES, onChange: onCurrency }}
      query={stats}
      loadingLabel="Loading your payment figures"
      placeholder={
        // The empty state's height: a new merchant's figures fill in without moving the cards below.
        <div className="flex min-h-44 items-center justify-center text-brand-700">
          <Spinner label={null} />
        </div>
      }
      isEmpty={(s) => s.totals.paid === 0 && s.totals.failed === 0}
      empty={
        <>
          <p>No {currency} payments in the last 30 days.</p>
          <p className="mt-1">
            Share a payment link with your customers: their payments show here as they arrive.
          </p>
          {emptyAction ? <div className="mt-4 flex justify-center">{emptyAction}</div> : null}
        </>
      }
    >
      {(s) => <Figures stats={s} />}
    </HomeCard>
  );
}

function Figures({ stats }: { stats: TransactionStats }) {
  const { totals, currency } = stats;
  const tiles = [
    { label: 'Received', value: amount(totals.volume, currency) },
    { label: 'Payments', value: count(totals.paid) },
    { label: 'Success rate', value: rate(totals.successRate) },
    {
      label: 'You net',
      value: amount(totals.net, currency),
      note: `after ${amount(totals.fees, currency)} in fees`,
    },
  ];
  const volumeAll = stats.channels.reduce((n, c) => n + c.volume, 0);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((t) => (
          <div key={t.label}>
            <dt className="text-sm text-slate-600">{t.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 break-words">{t.value}</dd>
            {t.note ? <dd className="text-xs text-slate-600">{t.note}</dd> : null}
          </div>
        ))}
      </dl>
      <Chart
        title={`Money received each day, ${currency}`}
        xHeading="Day"
        x={stats.days.map((d) => d.date)}
        series={[{ label: 'Received', color: VOLUME_COLOUR, values: stats.days.map((d) => d.volume) }]}
        xLabel={dayLabel}
        yValue={(v) => compactAmount(v, currency)}
        cell={(v) => amount(v, currency)}
      />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">By channel</h3>
        <ul className="mt-2 space-y-2">
          {stats.channels.map((c) => {
            const share = volumeAll > 0 ? c.volume / volumeAll : 0;
            return (
              <li key={c.channel} className="text-sm">
                <div className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-900">{CHANNEL_NAMES[c.channel] ?? c.channel}</span>
                  <span className="text-slate-600">
                    {amount(c.volume, currency)} · {count(c.paid)} paid · {count(c.failed)} failed
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div
                    className="h-1.5 rounded-full bg-brand-600"
                    style={{ width: `${Math.round(share * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
