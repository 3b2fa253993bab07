import type { BalanceMovement } from '@payrail/contract/balance-history';
import { Link } from '@tanstack/react-router';
import { Button } from '#components/ui/button.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';
import { when } from '../lib/labels';

/**
 * A page of movements: the type opens the movement (a link, so the keyboard reaches each row),
 * then wallet, amount in or out, reference, description and time (Africa/Lagos).
 */
export function MovementsTable({ items }: { items: BalanceMovement[] }) {
  return (
    <Table label="Balance history">
      <thead>
        <tr>
          <Th>Type</Th>
          <Th>Wallet</Th>
          <Th>Amount</Th>
          <Th>Reference</Th>
          <Th>Description</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((m) => (
          <tr key={m.id} className="hover:bg-slate-50">
            <Td className="whitespace-nowrap">
              <Link
                to="/payments/balances/$reference"
                params={{ reference: m.ref }}
                className="font-medium text-brand-700 hover:underline"
                aria-label={`Open ${m.typeLabel} ${m.reference} (${m.walletLabel})`}
              >
                {m.typeLabel}
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">{m.walletLabel}</Td>
            <Td
              className={cn(
                'whitespace-nowrap font-medium',
                m.amount < 0 ? 'text-red-700' : 'text-emerald-700',
              )}
            >
              {m.amount < 0 ? '−' : '+'}
              {formatMinor(Math.abs(m.amount), m.currency)}
            </Td>
            <Td className="whitespace-nowrap font-mono text-xs text-slate-700">{m.reference}</Td>
            <Td className="max-w-64 text-slate-700">
              <div className="truncate">{m.description}</div>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** 'Page 2' with Previous and Next: the history is not counted (it may hold millions of rows). */
export function MovementsPager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Balance history pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <span className="text-slate-600">Page {page}</span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
