import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SubAccountEditLinkPage } from '#app/sub-accounts/sub-account-edit-link-page.tsx';
import { paymentLinkQueryOptions } from '#features/payment-links/api/get-payment-link.ts';
import { EditLinkPage } from '#features/payment-links/components/edit-link-page.tsx';
import { guard } from '#lib/route-guard.ts';

/**
 * Spec 001 §2, §5: ref is required; isSubAccount and slug are optional. With isSubAccount and the
 * sub-account's slug, the link is that sub-account's (app/sub-accounts); otherwise the merchant's.
 */
const EditSearch = z.object({
  ref: z.string().check(z.minLength(1)),
  isSubAccount: z.catch(z.optional(z.coerce.boolean()), undefined),
  slug: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_dashboard/collections/payment-link_/edit')({
  validateSearch: EditSearch,
  // Spec 001 §6: editing needs both payment-link:update and payment-link:read.
  beforeLoad: guard('/collections/payment-link/edit'),
  loaderDeps: ({ search }) => ({ ref: search.ref, sub: Boolean(search.isSubAccount && search.slug) }),
  loader: ({ context: { queryClient }, deps }) => {
    if (!deps.sub) void queryClient.prefetchQuery(paymentLinkQueryOptions(deps.ref));
  },
  component: EditPage,
});

function EditPage() {
  const { ref, isSubAccount, slug } = Route.useSearch();
  return isSubAccount && slug ? <SubAccountEditLinkPage linkRef={ref} slug={slug} /> : <EditLinkPage />;
}
