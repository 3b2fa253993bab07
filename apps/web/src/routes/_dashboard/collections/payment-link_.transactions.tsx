import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { linkTransactionsQueryOptions } from '#features/payment-links/api/get-link-transactions.ts';
import { LinkTransactionsPage } from '#features/payment-links/components/link-transactions-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: ?reference= of the link, and the page (from 1); payment-link:read. */
const TransactionsSearch = z.object({
  reference: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined),
});

export const Route = createFileRoute('/_dashboard/collections/payment-link_/transactions')({
  validateSearch: TransactionsSearch,
  beforeLoad: guard('/collections/payment-link'),
  loaderDeps: ({ search }) => ({ ref: search.reference, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.ref) void queryClient.prefetchQuery(linkTransactionsQueryOptions(deps.ref, deps.page));
  },
  component: LinkTransactionsPage,
});
