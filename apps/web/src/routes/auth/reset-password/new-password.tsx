import { NewPasswordSearch } from '@payrail/contract/search';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NewPasswordPage } from '#features/auth/components/new-password-page.tsx';

export const Route = createFileRoute('/auth/reset-password/new-password')({
  validateSearch: NewPasswordSearch,
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/auth/reset-password' });
  },
  component: NewPasswordPage,
});
