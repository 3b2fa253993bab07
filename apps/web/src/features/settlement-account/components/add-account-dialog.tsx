import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BankAccountFields, bankAccountProblem } from '#components/bank-account-fields.tsx';
import { PinInput } from '#components/pin-input.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useAddSettlementAccount } from '../api/add-settlement-account';
import { useResolveAccount } from '../api/resolve-account';

type Fields = { bankCode: string; accountNumber: string; confirmed: boolean; pin: string };

/**
 * Adding the account payouts go to: the bank and the 10-digit number are looked up with the bank
 * (the name it holds shows), the merchant confirms that name and types the PIN. Changing the bank
 * or the number asks for a new lookup. Refusals show on their field.
 */
export function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<Fields>({
    defaultValues: { bankCode: '', accountNumber: '', confirmed: false, pin: '' },
  });
  const resolve = useResolveAccount();
  const add = useAddSettlementAccount();
  const [name, setName] = useState<string | undefined>();
  const forget = () => setName(undefined);

  const lookUp = form.handleSubmit(async ({ bankCode, accountNumber }) => {
    const problem = bankAccountProblem({ bankCode, accountNumber });
    if (problem) return form.setError(problem.field, { message: problem.message });
    try {
      const found = await resolve.mutateAsync({ bankCode, accountNumber: accountNumber.trim() });
      setName(found.accountName);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['bankCode', 'accountNumber']))
        form.setError('accountNumber', { message: e instanceof ApiError ? e.message : 'The lookup failed' });
    }
  });

  const save = form.handleSubmit(async ({ bankCode, accountNumber, confirmed, pin }) => {
    if (!name) return;
    if (!confirmed)
      return form.setError('confirmed', { message: 'Confirm that this is the account to be paid into' });
    if (!/^\d{4}$/.test(pin)) return form.setError('pin', { message: 'Your PIN must be 4 digits' });
    try {
      await add.mutateAsync({
        currency: 'NGN',
        bankCode,
        accountNumber: accountNumber.trim(),
        accountName: name,
        accountNameConfirmed: true,
        pin,
      });
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['bankCode', 'accountNumber', 'pin']);
    }
  });

  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add a settlement account"
      description="Payouts go to this account. Payouts to a newly added account start 24 hours after it is added."
    >
      <form noValidate onSubmit={name ? save : lookUp} className="space-y-4">
        <BankAccountFields
          bank={form.register('bankCode', { onChange: forget })}
          accountNumber={form.register('accountNumber', { onChange: forget })}
          errors={{ bankCode: errors.bankCode?.message, accountNumber: errors.accountNumber?.message }}
          accountName={name}
        />
        {name ? (
          <>
            <FormField label="This is the account to be paid into" error={errors.confirmed?.message}>
              <Checkbox {...form.register('confirmed')} />
            </FormField>
            <FormField label="Transaction PIN" error={errors.pin?.message}>
              <PinInput {...form.register('pin')} />
            </FormField>
          </>
        ) : null}
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {name ? (
            <Button type="submit" loading={add.isPending}>
              Add account
            </Button>
          ) : (
            <Button type="submit" loading={resolve.isPending}>
              Look up account
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
