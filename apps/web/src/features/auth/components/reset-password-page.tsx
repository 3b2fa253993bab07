import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnly } from '@payrail/contract/auth';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useForgetPassword } from '../api/forget-password';

const backToSignIn = (
  <Link to="/auth/login" className={textLink}>
    Back to sign in
  </Link>
);

export function ResetPasswordPage() {
  const forget = useForgetPassword();
  const form = useForm({ resolver: zodResolver(EmailOnly), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    forget.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, ['email']) }),
  );

  if (forget.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <p className="text-sm text-slate-700">
          If an account exists for{' '}
          <span className="font-medium text-slate-900">{forget.variables.email}</span>, we have sent it a link
          to choose a new password. The link works once and expires soon.
        </p>
        <Button variant="secondary" className="w-full" onClick={() => forget.reset()}>
          Use another email address
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address you sign in with and we will send you a reset link."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" loading={forget.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
