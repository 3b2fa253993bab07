import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#app/shell/dashboard-layout.tsx';
import { DefaultError } from '#components/errors/default-error.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { kybQueryOptions } from '#features/kyb/api/get-kyb.ts';
import { kybNextStageQueryOptions } from '#features/kyb/api/get-next-stage.ts';
import { kybStageQueryOptions } from '#features/kyb/api/get-stage.ts';
import { profileQueryOptions } from '#features/profile/api/get-profile.ts';
import { twoFactorInitiateQueryOptions } from '#features/two-factor/api/get-two-factor-initiate.ts';
import { twoFactorStatusQueryOptions } from '#features/two-factor/api/get-two-factor-status.ts';
import { requireSession } from '#lib/session-guard.ts';
import { loadUserAccess } from '#lib/user-access.ts';

/** What every signed-in screen needs besides the access (cached ones are not fetched again). */
const fetchAhead = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(twoFactorStatusQueryOptions()),
    queryClient.ensureQueryData(twoFactorInitiateQueryOptions()),
    queryClient.ensureQueryData(profileQueryOptions()),
    queryClient.ensureQueryData(kybStageQueryOptions()),
    queryClient.ensureQueryData(kybNextStageQueryOptions()),
    queryClient.ensureQueryData(kybQueryOptions()),
  ]);

/**
 * Every signed-in screen. beforeLoad puts the user's team access in the route context for the
 * guards below, revalidating it on each navigation; the rest of what spec 000 §2 lists is fetched
 * ahead in parallel with it (the loader waits for it).
 */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ location, context, preload }) => {
    requireSession(location);
    // Ask for the rest with the access, not after it: one round trip fewer on a slow network.
    if (!preload) fetchAhead(context.queryClient).catch(() => {}); // the loader reports a failure
    return { access: await loadUserAccess(context.queryClient, preload) };
  },
  loader: ({ context: { queryClient } }) => fetchAhead(queryClient),
  pendingComponent: PageSpinner,
  pendingMs: 300,
  errorComponent: DefaultError,
  component: DashboardLayout,
});
