import type { Chargeback } from '@payrail/contract/chargebacks';
import { Link } from '@tanstack/react-router';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';
import { STATUS, urgency, when } from '../lib/labels';

export function ChargebackStatus({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

const URGENCY = {
  overdue: 'font-semibold text-red-700',
  urgent: 'font-semibold text-red-700',
  soon: 'font-medium text-amber-800',
  later: 'text-slate-700',
};

/** The due date, and for an open chargeback how much time is left, coloured by urgency. */
export function DueDate({ status, dueAt, now }: { status: string; dueAt: string; now: number }) {
  const u = urgency(status, dueAt, now);
  return (
    <div>
      <time dateTime={dueAt} className="text-slate-700">
        {when(dueAt)}
      </time>
      {u ? <div className={cn('text-xs', URGENCY[u.level])}>{u.text}</div> : null}
    </div>
  );
}

/** A page of chargebacks: the reference opens the details (a link, so the keyboard reaches each row). */
export function ChargebacksTable({ items, now }: { items: Chargeback[]; now: number }) {
  return (
    <Table label="Chargebacks">
      <thead>
        <tr>
          <Th>Reference</Th>
          <Th>Amount</Th>
          <Th>Customer</Th>
          <Th>Reason</Th>
          <Th>Status</Th>
          <Th>Answer by</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.id} className="hover:bg-slate-50">
            <Td className="whitespace-nowrap">
              <Link
                to="/payments/chargeback/$uuid"
                params={{ uuid: c.id }}
                className="font-mono text-xs font-medium text-brand-700 hover:underline"
                aria-label={`Open ${c.reference}`}
              >
                {c.reference}
              </Link>
              <div className="font-mono text-xs text-slate-500">{c.transactionReference}</div>
            </Td>
            <Td className="whitespace-nowrap text-slate-900">{formatMinor(c.amount, c.currency)}</Td>
            <Td className="max-w-48 text-slate-700">
              <div className="truncate">{c.customerName}</div>
              <div className="truncate text-xs text-slate-500">{c.customerEmail}</div>
            </Td>
            <Td className="max-w-56 text-slate-700">
              <div className="truncate">{c.reason}</div>
            </Td>
            <Td>
              <ChargebackStatus status={c.status} />
            </Td>
            <Td className="whitespace-nowrap">
              <DueDate status={c.status} dueAt={c.dueAt} now={now} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
