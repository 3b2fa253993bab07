import { createFileRoute } from '@tanstack/react-router';
import { supportContactQueryOptions } from '#features/support/api/get-support-contact.ts';
import { ticketsQueryOptions } from '#features/support/api/list-tickets.ts';
import { SupportPage } from '#features/support/components/support-page.tsx';
import { SupportSearch } from '#features/support/lib/support-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: /account/support needs support:read; the tickets' page is in the URL. */
export const Route = createFileRoute('/_dashboard/account/support')({
  validateSearch: SupportSearch,
  beforeLoad: guard('/account/support'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(supportContactQueryOptions());
    void queryClient.prefetchQuery(ticketsQueryOptions(deps.page));
  },
  component: SupportPage,
});
