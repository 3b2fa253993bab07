import { TwoFaSearch } from '@payrail/contract/search';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFaMissing } from '../../features/auth/components/twofa-missing';
import { TwoFaPage } from '../../features/auth/components/twofa-page';

export const Route = createFileRoute('/auth/twofa')({
  validateSearch: TwoFaSearch,
  errorComponent: TwoFaMissing,
  component: TwoFaPage,
});
