/**
 * What /home shows, given who is signed in and the pickers' values: the greeting, the cards and
 * the newest payments (each card with its own loading, error and empty states). The route's page
 * (home-page.tsx) fills it from the URL and the session; the build's dashboard shell
 * (app/shell/dashboard-shell.tsx) renders it with nobody signed in and every card loading, so the
 * frame the browser paints from the HTML is this page's own, laid out as it will be.
 */
import type { ReactNode } from 'react';
import { BalanceCard } from '#features/dashboard/components/balance-card.tsx';
import { CustomerStatsCard } from '#features/dashboard/components/customer-stats-card.tsx';
import { TransactionStatsCard } from '#features/dashboard/components/transaction-stats-card.tsx';
import type { homeView } from '#features/dashboard/lib/home-search.ts';
import { VerifyBusinessBanner } from '#features/kyb/components/verify-business-banner.tsx';
import { RecentPayments } from './recent-payments.tsx';

export type HomeView = ReturnType<typeof homeView>;

type HomeFrameProps = {
  /** Unknown (the shell): the greeting has no name and the business's name is a blank. */
  firstName?: string;
  merchantName?: string;
  view: HomeView;
  years: readonly number[];
  onSearch: (patch: Partial<HomeView>) => void;
  /** What a merchant with no payments can do first (when their role allows it). */
  emptyAction?: ReactNode;
  /** What follows the newest payments (the first steps the role allows). */
  children?: ReactNode;
};

export function HomeFrame({
  firstName,
  merchantName,
  view,
  years,
  onSearch,
  emptyAction,
  children,
}: HomeFrameProps) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      {/* data-boot: where the shell's boot script writes the stored names (scripts/home-boot.ts). */}
      <h1 data-boot="greeting" className="text-2xl font-semibold tracking-tight text-slate-900">
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Signed in to{' '}
        <span data-boot="merchant-name" className="font-medium text-slate-900">
          {merchantName || (
            <span aria-hidden="true" className="inline-block h-3.5 w-32 rounded bg-slate-100 align-middle" />
          )}
        </span>
      </p>
      <p className="mt-3 max-w-2xl text-base text-slate-700">
        Your balance, the payments of the last 30 days, your customers month by month and your newest
        payments, as they arrive.
      </p>

      <VerifyBusinessBanner />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <BalanceCard currency={view.statsCurrency} onCurrency={(c) => onSearch({ statsCurrency: c })} />
        <TransactionStatsCard
          currency={view.transactionsStatsCurrency}
          onCurrency={(c) => onSearch({ transactionsStatsCurrency: c })}
          className="lg:col-span-2 lg:row-span-2"
          emptyAction={emptyAction}
        />
        <CustomerStatsCard
          year={view.customerStatsYear}
          years={years}
          onYear={(y) => onSearch({ customerStatsYear: y })}
        />
      </div>

      <RecentPayments />

      {children}
    </div>
  );
}
