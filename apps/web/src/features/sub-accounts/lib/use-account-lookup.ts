/**
 * The settlement-account step the sub-account dialogs share: the bank and number are checked, then
 * looked up through the processor, and the name it gives is kept until either field changes
 * (`forget`, on their onChange). `showErrors` puts a refusal on its field (the server's path renamed
 * to the form's), or above the buttons when no field names it.
 */
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { bankAccountProblem } from '#components/bank-account-fields.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useResolveSubAccountBank } from '../api/resolve-sub-account-bank';

type BankFields = { bankCode: string; accountNumber: string };

export function useAccountLookup<T extends FieldValues & BankFields>(
  form: UseFormReturn<T>,
  fields: readonly FieldPath<T>[],
  rename?: (key: string) => string,
) {
  const resolve = useResolveSubAccountBank();
  const [accountName, setAccountName] = useState<string | undefined>();

  const showErrors = (e: unknown) => {
    if (!applyServerErrors(e, form.setError, fields, rename))
      form.setError('root.server', { message: e instanceof Error ? e.message : 'It failed' });
  };

  const lookUp = form.handleSubmit(async (values) => {
    const { bankCode, accountNumber } = values as BankFields;
    const problem = bankAccountProblem({ bankCode, accountNumber });
    if (problem) return form.setError(problem.field as FieldPath<T>, { message: problem.message });
    try {
      setAccountName(
        (await resolve.mutateAsync({ bankCode, accountNumber: accountNumber.trim() })).accountName,
      );
    } catch (e) {
      showErrors(e);
    }
  });

  return {
    accountName,
    forget: () => setAccountName(undefined),
    lookUp,
    showErrors,
    looking: resolve.isPending,
  };
}
