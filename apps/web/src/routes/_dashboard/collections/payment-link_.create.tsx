import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CreateLinkPage } from '#features/payment-links/components/create-link-page.tsx';
import { guard } from '#lib/route-guard.ts';

/**
 * Spec 001 §2: optional uuid and slug (a sub-account's). Links of sub-accounts are made through
 * the sub-accounts screens (a later issue); here the form creates a link of the merchant itself.
 */
const CreateSearch = z.object({
  uuid: z.catch(z.optional(z.string()), undefined),
  slug: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_dashboard/collections/payment-link_/create')({
  validateSearch: CreateSearch,
  beforeLoad: guard('/collections/payment-link/create'),
  component: CreateLinkPage,
});
