import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@payrail/contract/auth';
import { ErrorCode } from '@payrail/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { safeRedirect } from '#lib/safe-redirect.ts';
import { useLogin } from '../api/login';
import { rememberRedirect } from '../lib/pending-redirect';

const LoginForm = LoginRequest.pick({ email: true, password: true });

const NOTICES = {
  idle: 'You were signed out after 5 minutes of inactivity.',
  unauthorized: 'Your session has ended. Sign in again to continue.',
} as const;

export function LoginPage() {
  const { redirect, reason } = useSearch({ from: '/auth/login' });
  const navigate = useNavigate();
  const router = useRouter();
  const login = useLogin();
  useClearCacheOnEnter();
  const form = useForm({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ responseBody }) => {
        if (responseBody.twoFactorRequired) {
          rememberRedirect(redirect);
          void navigate({ to: '/auth/twofa', search: { id: responseBody.id } });
        } else {
          router.history.push(safeRedirect(redirect));
        }
      },
      onError: (error) => {
        if (error.code === ErrorCode.EMAIL_NOT_VERIFIED) {
          void navigate({ to: '/auth/verfiy', search: { email: values.email } });
        } else {
          applyServerErrors(error, form.setError, ['email', 'password']);
        }
      },
    }),
  );

  return (
    <AuthCard
      title="Sign in to Payrail"
      description="Manage payments, payouts and payment links for your business."
      footer={
        <>
          New to Payrail?{' '}
          <Link to="/auth/register" className={textLink}>
            Create an account
          </Link>
        </>
      }
    >
      {reason ? <Alert tone={reason === 'idle' ? 'info' : 'warning'}>{NOTICES[reason]}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex justify-end">
          <Link to="/auth/reset-password" className={`text-sm ${textLink}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={login.isPending}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * Entering the sign-in page drops every cached answer of the previous session (spec 000 §2). It
 * runs once the page has mounted, i.e. after the dashboard unmounted: clearing earlier would let
 * a still-mounted dashboard query refetch without a session.
 */
function useClearCacheOnEnter() {
  const queryClient = useQueryClient();
  useEffect(() => queryClient.clear(), [queryClient]);
}
