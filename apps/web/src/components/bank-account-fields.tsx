import { banksByKind } from '@payrail/contract/banks';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';

const GROUPS = banksByKind();

/** Why a bank + number can't be looked up yet (the field and its message), or undefined if it can. */
export function bankAccountProblem({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }) {
  if (!bankCode) return { field: 'bankCode', message: 'Choose a bank' } as const;
  if (!/^\d{10}$/.test(accountNumber.trim()))
    return { field: 'accountNumber', message: 'Account number must be 10 digits (NUBAN)' } as const;
  return undefined;
}

/**
 * The account something is paid into: the bank (grouped by kind), its 10-digit NUBAN and, once the
 * bank has been asked, the name it holds for them. The form registers both inputs (so it can forget
 * the looked-up name when either changes).
 */
export function BankAccountFields(props: {
  bank: UseFormRegisterReturn;
  accountNumber: UseFormRegisterReturn;
  errors: { bankCode?: string; accountNumber?: string };
  accountName?: string;
}) {
  return (
    <>
      <FormField label="Bank" error={props.errors.bankCode}>
        <Select {...props.bank}>
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
      <FormField label="Account number" hint="10 digits (NUBAN)" error={props.errors.accountNumber}>
        <Input inputMode="numeric" autoComplete="off" maxLength={10} {...props.accountNumber} />
      </FormField>
      {props.accountName ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-500">Account name</p>
          <p className="font-medium text-slate-900" data-testid="resolved-account-name">
            {props.accountName}
          </p>
        </div>
      ) : null}
    </>
  );
}
