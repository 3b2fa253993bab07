import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordReset } from '@payrail/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@payrail/contract/constants';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { usePasswordReset } from '../api/password-reset';

export function NewPasswordPage() {
  const { email = '', token = '' } = useSearch({ from: '/auth/reset-password/new-password' });
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const form = useForm({
    resolver: zodResolver(PasswordReset),
    defaultValues: { email, token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const badLink = !token || errors.email || errors.token;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => void navigate({ to: '/auth/login' }),
      onError: (error) => applyServerErrors(error, form.setError, ['password', 'confirmPassword']),
    }),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          For <span className="font-medium text-slate-900">{email}</span>. Changing it signs you out on every
          device.
        </>
      }
      footer={
        <Link to="/auth/login" className={textLink}>
          Back to sign in
        </Link>
      }
    >
      {badLink ? (
        <Alert tone="error">
          This reset link is incomplete.{' '}
          <Link to="/auth/reset-password" className="font-medium underline">
            Request a new one
          </Link>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="New password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        {errors.root?.server ? <p className="text-sm text-red-700">{errors.root.server.message}</p> : null}
        <Button type="submit" className="w-full" loading={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
