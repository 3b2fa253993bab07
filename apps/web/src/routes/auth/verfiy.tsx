import { VerfiySearch } from '@payrail/contract/search';
import { createFileRoute } from '@tanstack/react-router';
import { CheckEmailPage } from '#features/auth/components/check-email-page.tsx';
import { VerfiyInvalid } from '#features/auth/components/verfiy-invalid.tsx';

// The path's spelling is the spec's.
export const Route = createFileRoute('/auth/verfiy')({
  validateSearch: VerfiySearch,
  errorComponent: VerfiyInvalid,
  component: CheckEmailPage,
});
