/**
 * A choice between the merchant and the customer, as native radio buttons in a fieldset (arrow
 * keys move between them). It saves on change; while saving, and for members who may not change
 * settings, the choice is disabled, the reason shown under it.
 */
import { useId } from 'react';

type Bearer = 'merchant' | 'customer';

export type BearerChoiceProps = {
  legend: string;
  name: string;
  value: Bearer;
  options: Record<Bearer, { label: string; hint: string }>;
  onChange: (next: Bearer) => void;
  busy: boolean;
  /** Why the member may not change it; undefined when they may. */
  disabledReason: string | undefined;
};

export function BearerChoice({
  legend,
  name,
  value,
  options,
  onChange,
  busy,
  disabledReason,
}: BearerChoiceProps) {
  const reasonId = useId();
  const disabled = busy || disabledReason !== undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={disabledReason ? reasonId : undefined} aria-busy={busy}>
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      {(['merchant', 'customer'] as const).map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="block text-sm font-medium text-slate-900">{options[option].label}</span>
            <span className="block text-sm text-slate-600">{options[option].hint}</span>
          </span>
        </label>
      ))}
      {disabledReason ? (
        <p id={reasonId} className="text-sm text-slate-600">
          {disabledReason}
        </p>
      ) : null}
    </fieldset>
  );
}
