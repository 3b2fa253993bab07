import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import type { LinkFormOutput, LinkFormValues } from '../lib/link-form';
import { LockedValue } from './locked-value';

type Form = UseFormReturn<LinkFormValues, unknown, LinkFormOutput>;

/** Fixed amount or customer-chosen (with an optional minimum), typed in major units. */
export function AmountFields({ form, locked }: { form: Form; locked: boolean }) {
  const type = useWatch({ control: form.control, name: 'amountType' });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const { errors } = form.formState;
  return (
    <>
      {locked ? (
        <LockedValue
          label="Amount type"
          value={type === 'fixed' ? 'Fixed amount' : 'Customer chooses the amount'}
        />
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Amount type</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="fixed"
                className="accent-brand-700"
                {...form.register('amountType')}
              />
              Fixed amount
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="customer"
                className="accent-brand-700"
                {...form.register('amountType')}
              />
              Customer chooses the amount
            </label>
          </div>
        </fieldset>
      )}
      {type === 'fixed' ? (
        <FormField label={`Amount (${currency})`} error={errors.amount?.message} hint="For example 1,500.00">
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...form.register('amount')} />
        </FormField>
      ) : (
        <FormField
          label={`Minimum amount (${currency})`}
          error={errors.minAmount?.message}
          hint="Optional. The least a customer may pay."
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...form.register('minAmount')} />
        </FormField>
      )}
    </>
  );
}
