import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorSubmit } from '@payrail/contract/auth';
import { TWO_FACTOR_CODE_LENGTH } from '@payrail/contract/constants';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useResendTwoFa } from '../api/resend-two-fa';
import { useSubmitTwoFa } from '../api/submit-two-fa';
import { takeRedirect } from '../lib/pending-redirect';

const CodeForm = TwoFactorSubmit.pick({ twoFactorCode: true });

export function TwoFaPage() {
  const { id } = useSearch({ from: '/auth/twofa' });
  const router = useRouter();
  const submit = useSubmitTwoFa();
  const resend = useResendTwoFa();
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { twoFactorCode: '' } });
  const { errors } = form.formState;
  // The emailed code, or (switched) a code from an authenticator app or a recovery code.
  const [otherFactor, setOtherFactor] = useState(false);
  const switchFactor = () => {
    setOtherFactor((v) => !v);
    form.reset({ twoFactorCode: '' });
  };

  const onSubmit = form.handleSubmit(({ twoFactorCode }) =>
    submit.mutate(
      { twoFactorCode, userId: id },
      {
        onSuccess: () => router.history.push(takeRedirect()),
        onError: (error) => applyServerErrors(error, form.setError, ['twoFactorCode']),
      },
    ),
  );

  return (
    <AuthCard
      title="Two-factor verification"
      description={
        otherFactor
          ? 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
          : `We emailed you a ${TWO_FACTOR_CODE_LENGTH}-digit sign-in code. Enter it to finish signing in.`
      }
      footer={
        <Link to="/auth/login" className={textLink}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label={otherFactor ? 'Authenticator or recovery code' : 'Verification code'}
          error={errors.twoFactorCode?.message}
        >
          <Input
            key={otherFactor ? 'other' : 'email'}
            autoComplete="one-time-code"
            inputMode={otherFactor ? 'text' : 'numeric'}
            maxLength={otherFactor ? 11 : TWO_FACTOR_CODE_LENGTH}
            spellCheck={false}
            className={
              otherFactor
                ? 'text-center font-mono text-lg tracking-widest'
                : 'text-center font-mono text-lg tracking-[0.5em]'
            }
            {...form.register('twoFactorCode')}
          />
        </FormField>
        <Button type="submit" className="w-full" loading={submit.isPending}>
          Verify
        </Button>
        {otherFactor ? null : (
          <Button
            variant="secondary"
            className="w-full"
            loading={resend.isPending}
            onClick={() => resend.mutate(id)}
          >
            Resend code
          </Button>
        )}
        <Button variant="link" className="w-full" onClick={switchFactor}>
          {otherFactor ? 'Use the emailed code instead' : 'Use an authenticator app or a recovery code'}
        </Button>
      </form>
    </AuthCard>
  );
}
