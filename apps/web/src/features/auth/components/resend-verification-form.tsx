/**
 * Asks for a new verification link by email address. The answer is the same whether or not the
 * address has an account waiting for verification, and so is what this form says afterwards.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnly } from '@payrail/contract/auth';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationForm() {
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(EmailOnly), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, ['email']) }),
  );

  if (resend.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 text-sm text-slate-700">
        <MailCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p>
          If <span className="font-medium break-all text-slate-900">{resend.variables.email}</span> has an
          account waiting for verification, a new link is on its way. Open the newest email; older links no
          longer work.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Email address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" loading={resend.isPending}>
        Send a new verification link
      </Button>
    </form>
  );
}
