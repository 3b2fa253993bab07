import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorEnableRequest } from '@payrail/contract/two-factor';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useResendTwoFactorCode } from '../api/resend-two-factor-code';
import { CodeInput } from './code-input';

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Enabling under way: the emailed code turns two-factor on; the answer's recovery codes go up. */
export function EnableCodeForm({
  expiresAt,
  onEnabled,
}: {
  expiresAt: string | null;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const resend = useResendTwoFactorCode();
  const form = useForm({
    resolver: zodResolver(TwoFactorEnableRequest),
    defaultValues: { two_factor_code: '' },
  });
  // mutateAsync, not mutate's callbacks: enabling refreshes the status, which replaces this form,
  // and a per-call onSuccess never runs once its component is gone: the codes would be lost.
  const submit = form.handleSubmit((body) =>
    enable.mutateAsync(body).then(
      (result) => onEnabled(result.recoveryCodes),
      (e: unknown) => applyServerErrors(e, form.setError, ['two_factor_code']),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-700">
        We emailed you a 6-digit code
        {expiresAt ? ` (it works until ${time.format(new Date(expiresAt))})` : ''}. Enter it to turn on
        two-factor.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="Code from your email"
          error={form.formState.errors.two_factor_code?.message}
          className="w-48"
        >
          <CodeInput {...form.register('two_factor_code')} />
        </FormField>
        <Button type="submit" loading={enable.isPending}>
          Turn on
        </Button>
        <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend code
        </Button>
      </div>
    </form>
  );
}
