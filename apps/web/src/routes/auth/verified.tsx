import { VerifiedSearch } from '@payrail/contract/search';
import { createFileRoute } from '@tanstack/react-router';
import { verifyEmailQueryOptions } from '#features/auth/api/verify-email.ts';
import { VerificationFailed } from '#features/auth/components/verification-failed.tsx';
import { VerifiedPage } from '#features/auth/components/verified-page.tsx';

export const Route = createFileRoute('/auth/verified')({
  validateSearch: VerifiedSearch,
  loaderDeps: ({ search }) => ({ token: search.email_verify_url }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(verifyEmailQueryOptions(deps.token)),
  errorComponent: VerificationFailed,
  component: VerifiedPage,
});
