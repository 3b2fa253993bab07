import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { industriesQueryOptions } from '#features/kyb/api/get-industry-categories.ts';
import { StagePage } from '#features/kyb/components/stage-page.tsx';

/**
 * Spec 000 §2: the current onboarding stage form for that business category. `?stage=` opens
 * another stage of the category (editing a saved one from the review; the page ignores
 * an id the category does not have, and the reference lists stay out of the initial bundle); `?industry=` carries the
 * choice made on get-started into the business details.
 */
const StageSearch = z.object({
  stage: z.catch(z.optional(z.string()), undefined),
  industry: z.catch(z.optional(z.number()), undefined),
});

export const Route = createFileRoute('/_dashboard/merchant-onboarding/$categoryId')({
  validateSearch: StageSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(industriesQueryOptions());
  },
  component: StagePage,
});
