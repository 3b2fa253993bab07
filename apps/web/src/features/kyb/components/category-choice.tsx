import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { useId } from 'react';
import { cn } from '#lib/cn.ts';
import type { BusinessCategory } from '../api/get-business-categories';

type CategoryChoiceProps = {
  categories: readonly BusinessCategory[];
  error?: string | undefined;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  ref: Ref<HTMLInputElement>;
};

/** The business categories as a radio group (arrow keys move between them), each with its description. */
export function CategoryChoice({ categories, error, name, onChange, onBlur, ref }: CategoryChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Business category</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {categories.map((c) => (
          <label
            key={c.id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50',
              'has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              error ? 'border-red-400' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={String(c.id)}
              name={name}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{c.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{c.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
