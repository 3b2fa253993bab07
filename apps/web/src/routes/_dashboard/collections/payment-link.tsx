import { createFileRoute } from '@tanstack/react-router';
import { paymentLinksQueryOptions } from '#features/payment-links/api/get-payment-links.ts';
import { LinksPage } from '#features/payment-links/components/links-page.tsx';
import { filtersOf, LinkListSearch } from '#features/payment-links/lib/list-search.ts';
import { guard } from '#lib/route-guard.ts';

/** The merchant's payment links; filters and page in the URL. The list shows its own loading state. */
export const Route = createFileRoute('/_dashboard/collections/payment-link')({
  validateSearch: LinkListSearch,
  beforeLoad: guard('/collections/payment-link'),
  loaderDeps: ({ search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(paymentLinksQueryOptions(deps.filters, deps.page));
  },
  component: LinksPage,
});
