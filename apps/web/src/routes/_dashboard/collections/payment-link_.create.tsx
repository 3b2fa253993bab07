import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SubAccountCreateLinkPage } from '#app/sub-accounts/sub-account-create-link-page.tsx';
import { CreateLinkPage } from '#features/payment-links/components/create-link-page.tsx';
import { guard } from '#lib/route-guard.ts';

/**
 * Spec 001 §2: optional uuid and slug (a sub-account's): with a uuid the form creates a link of
 * that sub-account and goes back to its page; without, a link of the merchant itself.
 */
const CreateSearch = z.object({
  uuid: z.catch(z.optional(z.string()), undefined),
  slug: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_dashboard/collections/payment-link_/create')({
  validateSearch: CreateSearch,
  beforeLoad: guard('/collections/payment-link/create'),
  component: CreatePage,
});

function CreatePage() {
  const { uuid, slug } = Route.useSearch();
  return uuid ? <SubAccountCreateLinkPage uuid={uuid} slug={slug} /> : <CreateLinkPage />;
}
