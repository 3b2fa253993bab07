import type { Payout } from '@payrail/contract/payouts';
import { Link } from '@tanstack/react-router';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { STATUS, when } from '../lib/labels';

export function PayoutStatus({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

/** A page of payouts: the reference opens the details (a link, so the keyboard reaches each row). */
export function PayoutsTable({ items }: { items: Payout[] }) {
  return (
    <Table label="Payouts">
      <thead>
        <tr>
          <Th>Reference</Th>
          <Th>Amount</Th>
          <Th>Fee</Th>
          <Th>To</Th>
          <Th>Status</Th>
          <Th>Requested</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.id} className="hover:bg-slate-50">
            <Td className="whitespace-nowrap">
              <Link
                to="/payments/payout/$uuid"
                params={{ uuid: p.id }}
                className="font-mono text-xs font-medium text-brand-700 hover:underline"
                aria-label={`Open ${p.reference}`}
              >
                {p.reference}
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-slate-900">{formatMinor(p.amount, p.currency)}</Td>
            <Td className="whitespace-nowrap text-slate-700">{formatMinor(p.fee, p.currency)}</Td>
            <Td className="max-w-56 text-slate-700">
              <div className="truncate">{p.accountName}</div>
              <div className="truncate text-xs text-slate-500">
                {p.bankName} · {p.accountNumber}
              </div>
            </Td>
            <Td>
              <PayoutStatus status={p.status} />
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={p.createdAt}>{when(p.createdAt)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
