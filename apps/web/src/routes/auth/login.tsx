import { LoginSearch } from '@payrail/contract/search';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '#features/auth/components/login-page.tsx';
import { isAuthenticated } from '#stores/session-store.ts';

export const Route = createFileRoute('/auth/login')({
  validateSearch: LoginSearch,
  beforeLoad: () => {
    if (isAuthenticated()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
