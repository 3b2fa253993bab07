import { NIGERIAN_BANKS } from '@payrail/contract/kyb-reference';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { useStageForm } from '../hooks/use-stage-form';
import {
  SETTLEMENT_ACCOUNT_FIELDS,
  type SettlementAccountOutput,
  type SettlementAccountValues,
  settlementAccountDefaults,
  settlementAccountResolver,
} from '../lib/stage-forms';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';

/** Where settlements go: a Nigerian bank and its 10-digit NUBAN (check digit verified), in the business's name. */
export function SettlementAccountForm({ record, onSaved, onBack }: StageFormProps) {
  const { form, submit, errors } = useStageForm<SettlementAccountValues, SettlementAccountOutput>({
    resolver: settlementAccountResolver,
    defaultValues: settlementAccountDefaults(record),
    fields: SETTLEMENT_ACCOUNT_FIELDS,
    onSaved,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Bank" error={errors.bankCode?.message}>
        <Select {...form.register('bankCode')}>
          <option value="">Choose a bank</option>
          {NIGERIAN_BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Account number" error={errors.accountNumber?.message} hint="10 digits (NUBAN)">
        <Input inputMode="numeric" autoComplete="off" maxLength={10} {...form.register('accountNumber')} />
      </FormField>
      <FormField label="Account name" error={errors.accountName?.message} hint="As your bank shows it">
        <Input autoComplete="off" {...form.register('accountName')} />
      </FormField>
      <StageActions
        onBack={onBack}
        loading={form.formState.isSubmitting}
        serverError={errors.root?.server?.message}
      />
    </form>
  );
}
