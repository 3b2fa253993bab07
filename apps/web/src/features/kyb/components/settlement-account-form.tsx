import { banksByKind } from '@payrail/contract/banks';
import { useEffect, useId } from 'react';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useResolvedAccount } from '../api/resolve-account';
import { useStageForm } from '../hooks/use-stage-form';
import {
  accountToLookUp,
  nubanProblem,
  SETTLEMENT_ACCOUNT_FIELDS,
  type SettlementAccountOutput,
  type SettlementAccountValues,
  settlementAccountDefaults,
  settlementAccountResolver,
} from '../lib/stage-forms';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';

const BANK_GROUPS = banksByKind();

/**
 * Where settlements go: a Nigerian bank and its 10-digit NUBAN. Once both are filled the bank's
 * name for the account is looked up and shown; the merchant confirms it is theirs. Without a
 * processor to ask (live mode, no acquirer yet) the name is typed instead.
 */
export function SettlementAccountForm({ record, onSaved, onBack }: StageFormProps) {
  const { form, submit, errors } = useStageForm<SettlementAccountValues, SettlementAccountOutput>({
    resolver: settlementAccountResolver,
    defaultValues: settlementAccountDefaults(record),
    fields: SETTLEMENT_ACCOUNT_FIELDS,
    onSaved,
  });
  const confirmId = useId();
  const [bankCode, accountNumber] = form.watch(['bankCode', 'accountNumber']);
  const body = accountToLookUp(bankCode, accountNumber);
  const lookup = useResolvedAccount(body);
  const found = body ? lookup.data?.accountName : undefined;
  const lookupError = lookup.error instanceof ApiError ? lookup.error : null;
  const manual = lookupError?.code === 'PROCESSOR_UNAVAILABLE';
  const notFound = lookupError && !manual ? lookupError.message : undefined;
  const { getValues, setValue } = form;

  // A new name (another number or bank) must be confirmed again; no name while there is none.
  const settled =
    body === null || lookup.isError ? '' : lookup.isSuccess ? lookup.data.accountName : undefined;
  useEffect(() => {
    if (manual || settled === undefined) return;
    const name = settled;
    if (getValues('accountName') === name) return;
    setValue('accountName', name);
    setValue('accountNameConfirmed', false);
  }, [settled, manual, getValues, setValue]);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Bank" error={errors.bankCode?.message}>
        <Select {...form.register('bankCode')}>
          <option value="">Choose a bank</option>
          {BANK_GROUPS.map((g) => (
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
      <FormField
        label="Account number"
        error={
          errors.accountNumber?.message ??
          nubanProblem(bankCode, accountNumber) ??
          (lookupError?.fieldErrors?.accountNumber?.[0] || notFound)
        }
        hint="10 digits (NUBAN)"
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={10} {...form.register('accountNumber')} />
      </FormField>
      {manual ? (
        <FormField label="Account name" error={errors.accountName?.message} hint="As your bank shows it">
          <Input autoComplete="off" {...form.register('accountName')} />
        </FormField>
      ) : (
        <div role="status" aria-live="polite" className="space-y-1">
          {body && lookup.isFetching ? (
            <p className="text-sm text-slate-600">Looking up the account name…</p>
          ) : null}
          {found ? (
            <p className="text-sm text-slate-700">
              Account name: <strong className="font-semibold text-slate-900">{found}</strong>
            </p>
          ) : null}
          {errors.accountName?.message ? (
            <p className="text-sm text-red-700">{errors.accountName.message}</p>
          ) : null}
        </div>
      )}
      {found || manual ? (
        <div className="space-y-1.5">
          <label htmlFor={confirmId} className="flex items-start gap-2 text-sm text-slate-800">
            <Checkbox
              id={confirmId}
              aria-invalid={errors.accountNameConfirmed ? true : undefined}
              {...form.register('accountNameConfirmed')}
            />
            <span>This is the account to be paid into.</span>
          </label>
          {errors.accountNameConfirmed ? (
            <p className="text-sm text-red-700">{errors.accountNameConfirmed.message}</p>
          ) : null}
        </div>
      ) : null}
      <StageActions
        onBack={onBack}
        loading={form.formState.isSubmitting}
        serverError={errors.root?.server?.message}
      />
    </form>
  );
}
