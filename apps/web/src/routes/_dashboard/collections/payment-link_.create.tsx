import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ComingSoon } from '../../../features/shell/components/coming-soon';
import { guard } from '../../../lib/route-guard';

/** Spec 001 §2: optional uuid (a sub-account's) and slug. */
const CreateSearch = z.object({
  uuid: z.catch(z.optional(z.string()), undefined),
  slug: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_dashboard/collections/payment-link_/create')({
  validateSearch: CreateSearch,
  beforeLoad: guard('/collections/payment-link/create'),
  component: () => (
    <ComingSoon area="New payment link" description="Create a link your customers pay through." />
  ),
});
