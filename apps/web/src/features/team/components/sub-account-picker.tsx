import { useId } from 'react';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useSubAccounts } from '../api/get-sub-accounts';

type SubAccountPickerProps = { value: readonly string[]; onChange: (ids: string[]) => void };

/**
 * Optional sub-account limits (GET get-sub-accounts): none ticked means every sub-account. Hidden
 * behind a short note when the merchant has no sub-accounts.
 */
export function SubAccountPicker({ value, onChange }: SubAccountPickerProps) {
  const subAccounts = useSubAccounts();
  const hintId = useId();
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">Sub-accounts (optional)</legend>
      <p id={hintId} className="text-xs text-slate-500">
        Limit this member to some sub-accounts. Leave all unticked for access to every one.
      </p>
      {subAccounts.isPending ? <Spinner size="sm" label="Loading sub-accounts" /> : null}
      {subAccounts.isError ? <p className="text-sm text-red-700">{subAccounts.error.message}</p> : null}
      {subAccounts.data?.length === 0 ? (
        <p className="text-sm text-slate-600">This business has no sub-accounts yet.</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {subAccounts.data?.map((s) => (
          <label
            key={s.uuid}
            htmlFor={`${hintId}-${s.uuid}`}
            className="flex items-center gap-2 text-sm text-slate-800"
          >
            <Checkbox
              id={`${hintId}-${s.uuid}`}
              checked={value.includes(s.uuid)}
              onChange={(e) => toggle(s.uuid, e.target.checked)}
            />
            {s.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
