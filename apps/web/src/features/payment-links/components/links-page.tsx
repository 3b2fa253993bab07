import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Pagination } from '#components/ui/pagination.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ROUTE_ACCESS } from '#lib/areas.ts';
import { cn } from '#lib/cn.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { usePaymentLinks } from '../api/get-payment-links';
import { filtersOf, hasFilters } from '../lib/list-search';
import { LinkReasons } from '../lib/permissions';
import { LinksFilters } from './links-filters';
import { LinksTable } from './links-table';

/*
 * Decisions the spec leaves open (payment links, merchant side):
 * - /view and /transactions need payment-link:read, the list's permission (spec 001 §2 lists it).
 * - Create's `uuid`/`slug` and edit's `isSubAccount`/`slug` (a sub-account's) are accepted and not
 *   used yet: sub-account links come with the sub-accounts screens; these create the merchant's own.
 * - Delete stays available on a link with payments; its dialog says why it will be kept, and the
 *   API's 409 message is toasted when confirmed.
 * - The public address shared, copied and drawn as a QR code is /link/{slug}; /payment-links/{ref}
 *   is shown beside it (it survives a slug change).
 * - The list's Payments column is the link's usage count: the list answer carries no amount paid
 *   (GET show's funnel does).
 */
const route = getRouteApi('/_dashboard/collections/payment-link');

/** /collections/payment-link: the merchant's links, filtered and paged through the URL. */
export function LinksPage() {
  useDocumentTitle('Payment links');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const links = usePaymentLinks(filtersOf(search), page);
  const filtered = hasFilters(search);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Payment links</h1>
          <p className="mt-1 text-sm text-slate-600">
            Shareable pages your customers pay through, by card, bank transfer or USSD.
          </p>
        </div>
        <CreateLinkButton />
      </div>
      <LinksFilters />
      <ListStatus
        status={links.status}
        error={links.error}
        onRetry={() => void links.refetch()}
        isEmpty={(links.data?.items ?? []).length === 0}
        empty={
          page > 1 ? (
            <Button
              variant="link"
              onClick={() => void navigate({ search: (s) => ({ ...s, page: undefined }) })}
            >
              Back to the first page
            </Button>
          ) : filtered ? (
            'No payment links match these filters.'
          ) : (
            'No payment links yet. Create one and share it with your customers.'
          )
        }
        loadingLabel="Loading payment links"
      >
        <div className={cn('space-y-4', links.isPlaceholderData && 'opacity-60')}>
          <LinksTable links={links.data?.items ?? []} />
          {links.data ? (
            <Pagination
              label="Payment link pages"
              page={page}
              perPage={links.data.perPage}
              total={links.data.total}
              onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
            />
          ) : null}
        </div>
      </ListStatus>
    </div>
  );
}

/** Enabled for whoever the create page's guard lets in (createPaymentLink's access). */
function CreateLinkButton() {
  const { meets } = usePermissions();
  if (!meets(ROUTE_ACCESS['/collections/payment-link/create'])) {
    return (
      <Button disabledReason={LinkReasons.create}>
        <Plus aria-hidden="true" className="size-4" />
        Create payment link
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to="/collections/payment-link/create">
        <Plus aria-hidden="true" className="size-4" />
        Create payment link
      </Link>
    </Button>
  );
}
