import { useForm, useWatch } from 'react-hook-form';
import { BankAccountFields } from '#components/bank-account-fields.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { useCreateSubAccount } from '../api/create-sub-account';
import { FEE_BEARER_LABELS, formFieldOf, type SplitFields, splitInput } from '../lib/split-words';
import { useAccountLookup } from '../lib/use-account-lookup';

type Fields = SplitFields & { name: string; bankCode: string; accountNumber: string };
type Field = keyof Fields;
const FIELDS: readonly Field[] = [
  'name',
  'bankCode',
  'accountNumber',
  'percentage',
  'amount',
  'currency',
  'feeBearer',
];

/**
 * A new sub-account: its name, its settlement account (the bank's name for it is looked up and shown
 * before anything is created; changing the bank or number asks for a new lookup), its share of each
 * payment and who bears the fees. Refusals show on their field; others in the dialog.
 */
export function CreateSubAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<Fields>({
    defaultValues: {
      name: '',
      bankCode: '',
      accountNumber: '',
      splitType: 'percentage',
      percentage: '',
      amount: '',
      currency: 'NGN',
      feeBearer: 'merchant',
    },
  });
  const create = useCreateSubAccount();
  const { accountName, forget, lookUp, showErrors, looking } = useAccountLookup(form, FIELDS, formFieldOf);
  const splitType = useWatch({ control: form.control, name: 'splitType' });

  const save = form.handleSubmit(async (f) => {
    if (!accountName) return;
    if (!f.name.trim()) return form.setError('name', { message: 'Enter the sub-account’s name' });
    const split = splitInput(f);
    if ('field' in split) return form.setError(split.field, { message: split.message });
    try {
      await create.mutateAsync({
        name: f.name.trim(),
        settlementAccount: { bankCode: f.bankCode, accountNumber: f.accountNumber.trim(), accountName },
        split: split.split,
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
      title="New sub-account"
      description="Payments on its links are shared with it by the rule you set, and its share is paid out to its own bank account."
    >
      <form noValidate onSubmit={accountName ? save : lookUp} className="space-y-4">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={100} {...form.register('name')} />
        </FormField>
        <BankAccountFields
          bank={form.register('bankCode', { onChange: forget })}
          accountNumber={form.register('accountNumber', { onChange: forget })}
          errors={{ bankCode: errors.bankCode?.message, accountNumber: errors.accountNumber?.message }}
          accountName={accountName}
        />
        {accountName ? (
          <>
            <FormField label="Share of each payment" error={errors.splitType?.message}>
              <Select {...form.register('splitType')}>
                <option value="percentage">A percentage</option>
                <option value="flat">A flat amount</option>
              </Select>
            </FormField>
            {splitType === 'percentage' ? (
              <FormField
                label="Percentage"
                hint="0 to 100, at most 2 decimals"
                error={errors.percentage?.message}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={6}
                  {...form.register('percentage')}
                />
              </FormField>
            ) : (
              <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
                <FormField
                  label="Currency"
                  hint="Its links take only this currency"
                  error={errors.currency?.message}
                >
                  <Select {...form.register('currency')}>
                    <option value="NGN">NGN</option>
                    <option value="USD">USD</option>
                  </Select>
                </FormField>
                <FormField label="Amount" error={errors.amount?.message}>
                  <Input inputMode="decimal" autoComplete="off" maxLength={20} {...form.register('amount')} />
                </FormField>
              </div>
            )}
            <FormField label="Who bears the fees" error={errors.feeBearer?.message}>
              <Select {...form.register('feeBearer')}>
                {Object.entries(FEE_BEARER_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </FormField>
          </>
        ) : null}
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {accountName ? (
            <Button type="submit" loading={create.isPending}>
              Create sub-account
            </Button>
          ) : (
            <Button type="submit" loading={looking}>
              Look up account
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
