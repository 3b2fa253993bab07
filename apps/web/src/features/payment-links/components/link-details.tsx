import type { PaymentLinkDetails } from '@payrail/contract/payment-links';
import type { ReactNode } from 'react';
import { Card, CardContent } from '#components/ui/card.tsx';
import { amountText, dateTime } from './links-table';

/** The link's settings as a description list. */
export function LinkDetails({ link }: { link: PaymentLinkDetails }) {
  const rows: [string, ReactNode][] = [
    ['Amount', amountText(link)],
    ['Currency', link.currency],
    ['Description', link.description || '—'],
    [
      'Image',
      link.image ? (
        <img
          key="image"
          src={link.image.url}
          alt={`Shown at the top of the pay page of ${link.name}`}
          width={link.image.width}
          height={link.image.height}
          className="h-24 w-auto max-w-full rounded-md border border-slate-200 object-cover"
        />
      ) : (
        '—'
      ),
    ],
    ['Redirect URL', link.redirectUrl ?? '—'],
    [
      'Custom fields',
      link.customFields.length
        ? link.customFields.map((f) => `${f.label} (${f.type}${f.required ? ', required' : ''})`).join(' · ')
        : '—',
    ],
    ['Usage', `${link.usageCount} paid${link.usageLimit !== null ? ` of ${link.usageLimit} allowed` : ''}`],
    ['Expires', link.expiresAt ? dateTime.format(new Date(link.expiresAt)) : 'Never'],
    ['Created', dateTime.format(new Date(link.createdAt))],
    ['Updated', dateTime.format(new Date(link.updatedAt))],
  ];
  return (
    <Card>
      <CardContent>
        <h2 className="text-lg font-semibold text-slate-900">Details</h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="text-sm break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
