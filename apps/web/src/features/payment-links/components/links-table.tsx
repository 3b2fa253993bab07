import type { PaymentLink, PaymentLinkListItem } from '@payrail/contract/payment-links';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { DeleteLinkDialog } from './delete-link-dialog';
import { LinkRowActions } from './link-row-actions';
import { LinkStatusBadge } from './link-status-badge';

export const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** 'Customer chooses' (with its minimum, if any) or the fixed amount. */
export function amountText(link: Pick<PaymentLink, 'amountType' | 'amount' | 'minAmount' | 'currency'>) {
  if (link.amountType === 'fixed' && link.amount !== null) return formatMinor(link.amount, link.currency);
  if (link.minAmount !== null) return `Customer chooses (min. ${formatMinor(link.minAmount, link.currency)})`;
  return 'Customer chooses';
}

/** The links table; the delete confirmation opens for the link whose Delete was chosen. */
export function LinksTable({ links }: { links: PaymentLinkListItem[] }) {
  const [deleting, setDeleting] = useState<PaymentLink | null>(null);
  return (
    <>
      <Table label="Payment links" className="[&_td]:px-3 [&_th]:px-3">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Amount</Th>
            <Th>Currency</Th>
            <Th>Status</Th>
            <Th>Payments</Th>
            <Th>Amount paid</Th>
            <Th>Created</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.ref}>
              <Td>
                <Link
                  to="/collections/payment-link/view"
                  search={{ ref: link.ref }}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {link.name}
                </Link>
                <div className="font-mono text-xs text-slate-500">{link.ref}</div>
              </Td>
              <Td className="whitespace-nowrap text-slate-700">{amountText(link)}</Td>
              <Td className="text-slate-700">{link.currency}</Td>
              <Td>
                <LinkStatusBadge status={link.status} />
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                {link.usageCount}
                {link.usageLimit !== null ? ` of ${link.usageLimit}` : ''} paid
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                {formatMinor(link.amountPaid, link.currency)}
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                <time dateTime={link.createdAt} title={dateTime.format(new Date(link.createdAt))}>
                  {day.format(new Date(link.createdAt))}
                </time>
              </Td>
              <Td className="text-right">
                <LinkRowActions link={link} onDelete={() => setDeleting(link)} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {deleting ? <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
