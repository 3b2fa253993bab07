import { banksByKind } from '@payrail/contract/banks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PinInput } from '#components/pin-input.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useAddSettlementAccount } from '../api/add-settlement-account';
import { useResolveAccount } from '../api/resolve-account';

type Fields = { bankCode: string; accountNumber: string; confirmed: boolean; pin: string };
const GROUPS = banksByKind();

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
    if (!bankCode) return form.setError('bankCode', { message: 'Choose a bank' });
    if (!/^\d{10}$/.test(accountNumber.trim()))
      return form.setError('accountNumber', { message: 'Account number must be 10 digits (NUBAN)' });
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
        <FormField label="Bank" error={errors.bankCode?.message}>
          <Select {...form.register('bankCode', { onChange: forget })}>
            <option value="">Choose a bank</option>
            {GROUPS.map((g) => (
              <optgroup key={g.kind} label={g.title}>
                {g.banks.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </FormField>
        <FormField label="Account number" hint="10 digits (NUBAN)" error={errors.accountNumber?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.register('accountNumber', { onChange: forget })}
          />
        </FormField>
        {name ? (
          <>
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-slate-500">Account name</p>
              <p className="font-medium text-slate-900" data-testid="resolved-account-name">
                {name}
              </p>
            </div>
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
