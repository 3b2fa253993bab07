import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequest } from '@payrail/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@payrail/contract/constants';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useRegister } from '../api/register';

const FIELDS = ['firstName', 'lastName', 'businessName', 'email', 'phone', 'password'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { firstName: '', lastName: '', businessName: '', email: '', phone: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: ({ responseBody }) =>
        void navigate({ to: '/auth/verfiy', search: { email: responseBody.email || values.email } }),
      onError: (error) => applyServerErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <AuthCard
      title="Create your Payrail account"
      description="Start in sandbox mode today; verify your business to go live."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className={textLink}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Business name" error={errors.businessName?.message}>
          <Input autoComplete="organization" {...form.register('businessName')} />
        </FormField>
        <FormField label="Email address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone number" error={errors.phone?.message} hint="For example +234 803 123 4567">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        {errors.root?.server ? <p className="text-sm text-red-700">{errors.root.server.message}</p> : null}
        <Button type="submit" className="w-full" loading={register.isPending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
