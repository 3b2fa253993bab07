/**
 * A sub-account's new settlement bank account: the bank and number, looked up first (the bank's
 * name is shown; changing either asks for a new lookup), then confirmed with the transaction PIN.
 * Payouts to the new account start 24 hours later, as the dialog says. Refusals show on their field.
 */
import { useForm } from 'react-hook-form';
import { BankAccountFields } from '#components/bank-account-fields.tsx';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { useChangeSubAccountSettlement } from '../api/change-sub-account-settlement';
import { useAccountLookup } from '../lib/use-account-lookup';

type Fields = { bankCode: string; accountNumber: string; pin: string };
const FIELDS = ['bankCode', 'accountNumber', 'pin'] as const;

export function ChangeSettlementDialog({
  uuid,
  slug,
  name,
  onClose,
}: {
  uuid: string;
  slug: string;
  name: string;
  onClose: () => void;
}) {
  const form = useForm<Fields>({ defaultValues: { bankCode: '', accountNumber: '', pin: '' } });
  const change = useChangeSubAccountSettlement();
  const { accountName, forget, lookUp, showErrors, looking } = useAccountLookup(form, FIELDS, (key) =>
    key.replace(/^settlementAccount\./, ''),
  );

  const save = form.handleSubmit(async (f) => {
    if (!accountName) return;
    if (!/^\d{4}$/.test(f.pin))
      return form.setError('pin', { message: 'Enter your 4-digit transaction PIN' });
    try {
      await change.mutateAsync({
        uuid,
        slug,
        body: { bankCode: f.bankCode, accountNumber: f.accountNumber.trim(), accountName, pin: f.pin },
      });
      onClose();
    } catch (e) {
      showErrors(e);
    }
  });

  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Change settlement account"
      description={`The bank account ${name}'s payouts go to. Payouts to a new account start 24 hours after the change, and the account owner is emailed.`}
    >
      <form
        noValidate
        aria-label="Change settlement account"
        onSubmit={accountName ? save : lookUp}
        className="space-y-4"
      >
        <BankAccountFields
          bank={form.register('bankCode', { onChange: forget })}
          accountNumber={form.register('accountNumber', { onChange: forget })}
          errors={{ bankCode: errors.bankCode?.message, accountNumber: errors.accountNumber?.message }}
          accountName={accountName}
        />
        {accountName ? (
          <PinSubmit
            pin={form.register('pin')}
            pinError={errors.pin?.message}
            serverError={errors.root?.server?.message}
            submitLabel="Change account"
            pending={change.isPending}
            onCancel={onClose}
          />
        ) : (
          <>
            {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
            <DialogActions>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={looking}>
                Look up account
              </Button>
            </DialogActions>
          </>
        )}
      </form>
    </Dialog>
  );
}
