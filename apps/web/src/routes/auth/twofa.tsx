import { TwoFaSearch } from '@payrail/contract/search';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFaMissing } from '#features/auth/components/twofa-missing.tsx';
import { TwoFaPage } from '#features/auth/components/twofa-page.tsx';

export const Route = createFileRoute('/auth/twofa')({
  validateSearch: TwoFaSearch,
  errorComponent: TwoFaMissing,
  component: TwoFaPage,
});
