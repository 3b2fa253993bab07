/**
 * The frame of a page that shows one record (a transaction, a payout, a balance movement): the way
 * back to its list, then a spinner while it loads, the error with Try again if it fails, or the
 * record. Sections are labelled regions with a heading; rows are a definition list's terms and
 * values, wrapping on a phone instead of overflowing.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';

type DetailPageProps<T> = {
  /** The list this record belongs to, and the words of the link back: 'Back to payouts'. */
  back: { to: LinkProps['to']; label: string };
  query: UseQueryResult<T>;
  /** The spinner's accessible name: 'Loading the payout'. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
};

export function DetailPage<T>({ back, query, loadingLabel, children }: DetailPageProps<T>) {
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {query.status === 'pending' ? (
        <div className="flex justify-center py-12 text-brand-700">
          <Spinner label={loadingLabel} />
        </div>
      ) : query.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{query.error?.message ?? 'An error occurred'}</span>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}
