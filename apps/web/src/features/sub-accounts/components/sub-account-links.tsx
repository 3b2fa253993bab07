import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import type { SubAccount } from '@payrail/contract/sub-accounts';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
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

type Props = { subAccount: SubAccount; page: number; onPage: (page: number) => void };

/**
 * The sub-account's payment links: activate or deactivate, their payments, and the spec's create
 * and edit routes with the sub-account's uuid and slug (the payment-link form, app/sub-accounts).
 */
export function SubAccountLinks({ subAccount, page, onPage }: Props) {
  const links = useSubAccountLinks(subAccount.slug, page);
  const toggle = useToggleSubAccountLink();
  const items = links.data?.items ?? [];
  return (
    <section aria-label="Payment links" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Payment links</h2>
        <Can endpoint={subLinks.createSubAccountLink}>
          <Button size="sm" asChild>
            <Link
              to="/collections/payment-link/create"
              search={{ uuid: subAccount.uuid, slug: subAccount.slug }}
            >
              <Plus aria-hidden="true" className="size-4" />
              New payment link
            </Link>
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
                        <Button size="sm" variant="secondary" asChild>
                          <Link
                            to="/collections/payment-link/edit"
                            search={{ ref: l.ref, isSubAccount: true, slug: subAccount.slug }}
                          >
                            Edit
                          </Link>
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
              page={links.data.page}
              perPage={links.data.perPage}
              total={links.data.total}
              capped={false}
              shown={items.length}
              onPage={onPage}
            />
          ) : null}
        </div>
      </ListStatus>
    </section>
  );
}
