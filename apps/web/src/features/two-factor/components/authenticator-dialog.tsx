import { zodResolver } from '@hookform/resolvers/zod';
import { TotpConfirmRequest } from '@payrail/contract/two-factor';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useConfirmTotp } from '../api/confirm-totp';
import { useSetupTotp } from '../api/setup-totp';
import { CodeInput } from './code-input';
import { AuthenticatorQrCode } from './qr-code';

/** Sets up an authenticator app: a new secret (QR code and key), then a first code from the app confirms it. */
export function AuthenticatorDialog({
  onClose,
  onConfirmed,
}: {
  onClose: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const form = useForm({ resolver: zodResolver(TotpConfirmRequest), defaultValues: { two_factor_code: '' } });
  const start = setup.mutate;
  useEffect(() => start(), [start]);
  const submit = form.handleSubmit((body) =>
    confirm.mutate(body, {
      onSuccess: ({ responseBody }) => onConfirmed(responseBody.recoveryCodes),
      onError: (e) => applyServerErrors(e, form.setError, ['two_factor_code']),
    }),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title="Set up an authenticator app"
      description="Scan the QR code with an app such as Google Authenticator, 1Password or Authy, then enter the 6-digit code it shows."
    >
      {setup.isPending ? <Spinner label="Preparing your key" className="text-brand-700" /> : null}
      {setup.isError ? (
        <Alert tone="error">
          {setup.error.message}{' '}
          <Button variant="link" onClick={() => start()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {setup.data ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="flex flex-wrap items-start gap-4">
            <AuthenticatorQrCode uri={setup.data.uri} />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="text-slate-700">Cannot scan it? Enter this key in the app:</p>
              <code data-testid="totp-secret" className="block rounded bg-slate-100 p-2 font-mono break-all">
                {setup.data.secret}
              </code>
            </div>
          </div>
          <FormField label="Code from the app" error={form.formState.errors.two_factor_code?.message}>
            <CodeInput {...form.register('two_factor_code')} />
          </FormField>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
          </DialogActions>
        </form>
      ) : null}
    </Dialog>
  );
}
