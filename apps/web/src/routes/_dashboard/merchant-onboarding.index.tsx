import { createFileRoute } from '@tanstack/react-router';
import { redirectFromOnboarding } from '#features/kyb/lib/onboarding-redirect.ts';

/** Spec 000 §2: /merchant-onboarding only redirects (home, the current stage, or get-started). */
export const Route = createFileRoute('/_dashboard/merchant-onboarding/')({
  beforeLoad: ({ context }) => redirectFromOnboarding(context.queryClient),
});
