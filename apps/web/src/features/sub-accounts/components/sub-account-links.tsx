import type { PaymentLinkListItem } from '@payrail/contract/payment-links';
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import type { SubAccount } from '@payrail/contract/sub-accounts';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Can } from '#components/can.tsx';
import { ListPager } from '#components/list-pager.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useSubAccountLinks } from '../api/list-sub-account-links';
import { oppositeStatus, useToggleSubAccountLink } from '../api/set-sub-account-link-status';

/** What the page is given to create or edit a link (the payment-link form, composed in app/). */
export type LinkEditorProps = { subAccount: SubAccount; link?: PaymentLinkListItem; onClose: () => void };
export type LinkEditor = ComponentType<LinkEditorProps>;

type Props = {
  subAccount: SubAccount;
  page: number;
  onPage: (page: number) => void;
  Editor: LinkEditor;
};

/** The sub-account's payment links: create, edit, activate or deactivate, and their payments. */
export function SubAccountLinks({ subAccount, page, onPage, Editor }: Props) {
  const links = useSubAccountLinks(subAccount.slug, page);
  const toggle = useToggleSubAccountLink();
  const [editing, setEditing] = useState<{ link?: PaymentLinkListItem } | null>(null);
  const items = links.data?.items ?? [];
  return (
    <section aria-label="Payment links" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Payment links</h2>
        <Can endpoint={subLinks.createSubAccountLink}>
          <Button size="sm" onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            New payment link
          </Button>
        </Can>
      </div>
      <ListStatus
        status={links.status}
        error={links.error}
        onRetry={() => void links.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1 ? 'No more links.' : 'No payment links yet. Payments on its links are shared with it.'
        }
        loadingLabel="Loading payment links"
      >
        <div className={cn('space-y-3', links.isPlaceholderData && 'opacity-60')}>
          <Table label="Payment links">
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Amount</Th>
                <Th>Paid</Th>
                <Th>Status</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((l) => (
                <tr key={l.ref}>
                  <Td>
                    <div className="font-medium text-slate-900">{l.name}</div>
                    <a href={l.paths.byRef} className="font-mono text-xs text-brand-700 hover:underline">
                      {l.ref}
                    </a>
                  </Td>
                  <Td className="whitespace-nowrap text-slate-700">
                    {l.amount === null ? 'Customer chooses' : formatMinor(l.amount, l.currency)}
                  </Td>
                  <Td className="whitespace-nowrap text-slate-700">
                    {formatMinor(l.amountPaid, l.currency)}
                  </Td>
                  <Td>
                    <Badge tone={l.status === 'active' ? 'success' : 'neutral'}>
                      {l.status === 'active' ? 'Active' : 'Inactive'}
                    </Badge>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Link
                        to="/others/sub-accounts/payment-link-transactions"
                        search={{ reference: l.ref, slug: subAccount.slug }}
                        className="inline-flex h-8 items-center px-2 text-sm font-medium text-brand-700 hover:underline"
                      >
                        Payments
                      </Link>
                      <Can endpoint={subLinks.updateSubAccountLink}>
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ link: l })}>
                          Edit
                        </Button>
                      </Can>
                      <Can endpoint={subLinks.setSubAccountLinkStatus}>
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={toggle.isPending && toggle.variables?.ref === l.ref}
                          onClick={() => toggle.mutate({ ref: l.ref, current: l.status })}
                        >
                          {oppositeStatus(l.status) === 'active' ? 'Activate' : 'Deactivate'}
                        </Button>
                      </Can>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {links.data ? (
            <ListPager
              label="Payment link pages"
              noun="links"
              page={page}
              perPage={links.data.perPage}
              total={links.data.total}
              capped={false}
              shown={items.length}
              onPage={onPage}
            />
          ) : null}
        </div>
      </ListStatus>
      {editing ? (
        <Editor
          subAccount={subAccount}
          {...(editing.link ? { link: editing.link } : {})}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
