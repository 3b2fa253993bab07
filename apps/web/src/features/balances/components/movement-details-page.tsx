import type { MovementDetails } from '@payrail/contract/balances';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useMovement } from '../api/get-movement';
import { when } from '../lib/labels';

const route = getRouteApi('/_dashboard/payments/balances_/$reference');

/** /payments/balances/{reference}: one movement of money, its lines on each wallet and its payment. */
export function MovementDetailsPage() {
  useDocumentTitle('Balance movement');
  const { reference } = route.useParams();
  const movement = useMovement(reference);
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6">
      <Link
        to="/payments/balances"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to balances
      </Link>
      {movement.status === 'pending' ? (
        <div className="flex justify-center py-12 text-brand-700">
          <Spinner label="Loading the movement" />
        </div>
      ) : movement.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{movement.error?.message ?? 'An error occurred'}</span>
          <Button size="sm" variant="secondary" onClick={() => void movement.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Details m={movement.data} />
      )}
    </div>
  );
}

function Details({ m }: { m: MovementDetails }) {
  return (
    <section
      aria-label="Movement"
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{m.typeLabel}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.description}</p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Reference</dt>
          <dd className="font-mono text-slate-900">{m.reference}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Date (Africa/Lagos)</dt>
          <dd className="text-slate-900">
            <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="mb-2 text-base font-semibold text-slate-900">Wallets moved</h2>
        <ul className="divide-y divide-slate-100 text-sm">
          {m.lines.map((l) => (
            <li key={`${l.wallet}-${l.currency}`} className="flex justify-between gap-3 py-2">
              <span className="text-slate-700">{l.walletLabel}</span>
              <span className={l.amount < 0 ? 'font-medium text-red-700' : 'font-medium text-emerald-700'}>
                {l.amount < 0 ? '−' : '+'}
                {formatMinor(Math.abs(l.amount), l.currency)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {m.transaction ? (
        <Link
          to="/payments/transactions/$uuid"
          params={{ uuid: m.transaction.id }}
          className="inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Open payment {m.transaction.reference}
        </Link>
      ) : null}
    </section>
  );
}
