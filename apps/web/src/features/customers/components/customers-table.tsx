import type { Customer } from '@payrail/contract/customers';
import { Link } from '@tanstack/react-router';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatDateTime } from '../lib/format';

/** The customers: name (to their page), email, phone, payments, last payment, blacklist. */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  return (
    <Table label="Customers">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Phone</Th>
          <Th>Payments</Th>
          <Th>Last payment</Th>
        </tr>
      </thead>
      <tbody>
        {customers.map((c) => (
          <tr key={c.id}>
            <Td className="text-slate-900">
              <Link
                to="/others/customers/$id"
                params={{ id: c.id }}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {c.name}
              </Link>
              {c.blacklisted ? (
                <Badge tone="warning" className="ml-2">
                  Blacklisted
                </Badge>
              ) : null}
            </Td>
            <Td className="text-slate-700">{c.email}</Td>
            <Td className="whitespace-nowrap text-slate-700">{c.phone ?? '—'}</Td>
            <Td className="text-slate-700">{c.paymentCount}</Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={c.lastPaidAt}>{formatDateTime(c.lastPaidAt)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
