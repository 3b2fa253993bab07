import { createFileRoute } from '@tanstack/react-router';
import { businessCategoriesQueryOptions } from '#features/kyb/api/get-business-categories.ts';
import { industriesQueryOptions } from '#features/kyb/api/get-industry-categories.ts';
import { GetStartedPage } from '#features/kyb/components/get-started-page.tsx';
import { redirectWhenComplete } from '#features/kyb/lib/onboarding-redirect.ts';

/** Spec 000 §2: choose a business category and industry; to /home once every stage is complete. */
export const Route = createFileRoute('/_dashboard/merchant-onboarding/get-started')({
  beforeLoad: ({ context }) => redirectWhenComplete(context.queryClient),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(businessCategoriesQueryOptions());
    void queryClient.prefetchQuery(industriesQueryOptions());
  },
  component: GetStartedPage,
});
