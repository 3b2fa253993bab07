import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { linkTransactionsQueryOptions } from '#features/payment-links/api/get-link-transactions.ts';
import { paymentLinkQueryOptions } from '#features/payment-links/api/get-payment-link.ts';
import { ViewLinkPage } from '#features/payment-links/components/view-link-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: ?ref= of the link; payment-link:read (the list's permission). */
const ViewSearch = z.object({ ref: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/_dashboard/collections/payment-link_/view')({
  validateSearch: ViewSearch,
  beforeLoad: guard('/collections/payment-link'),
  loaderDeps: ({ search }) => ({ ref: search.ref }),
  loader: ({ context: { queryClient }, deps }) => {
    if (!deps.ref) return;
    void queryClient.prefetchQuery(paymentLinkQueryOptions(deps.ref));
    void queryClient.prefetchQuery(linkTransactionsQueryOptions(deps.ref, 1));
  },
  component: ViewLinkPage,
});
