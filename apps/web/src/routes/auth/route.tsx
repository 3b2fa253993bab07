import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '#features/auth/components/auth-layout.tsx';

export const Route = createFileRoute('/auth')({
  component: AuthLayout,
});
