/**
 * The parts every list's filter form shares: the card around the fields with its Search/Apply and
 * Clear buttons, a from–to day range whose ends bound each other, and a typed box that follows the
 * URL. Choices (selects, days) apply at once; typed text applies when the form is sent.
 */
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { cn } from '#lib/cn.ts';

type FilterFormProps = {
  /** The form's accessible name: 'Filter transactions'. */
  label: string;
  /** The grid's columns at each width. */
  className: string;
  onSubmit: () => void;
  submitText?: string;
  /** Shown while any filter is set. */
  onClear?: (() => void) | undefined;
  children: ReactNode;
};

export function FilterForm({
  label,
  className,
  onSubmit,
  submitText = 'Search',
  onClear,
  children,
}: FilterFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className={cn(
        'grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      {children}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          {submitText}
        </Button>
        {onClear ? (
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type DayRange = { from?: string | undefined; to?: string | undefined };

type DateRangeFieldsProps = DayRange & {
  fromLabel: string;
  toLabel: string;
  /** A cleared box is undefined, so the URL drops it. */
  onChange: (patch: DayRange) => void;
};

export function DateRangeFields({ from, to, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  const day = (v: string) => (v === '' ? undefined : v);
  return (
    <>
      <FormField label={fromLabel}>
        <Input
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(e) => onChange({ from: day(e.target.value) })}
        />
      </FormField>
      <FormField label={toLabel}>
        <Input
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(e) => onChange({ to: day(e.target.value) })}
        />
      </FormField>
    </>
  );
}

/** A typed box's text: what the URL holds, until the user types; it follows the URL when that changes. */
export function useUrlText(value: string | undefined) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return [text, setText] as const;
}
