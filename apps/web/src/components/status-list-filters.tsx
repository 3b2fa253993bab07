/**
 * The filters of a list searched by status, days and a reference (payouts, chargebacks): status and
 * days apply at once, the reference when the form is sent; the page owns the URL.
 */
import { DateRangeFields, FilterForm, useUrlText } from '#components/filter-form.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { hasStatusListFilters, type StatusListSearch } from '#lib/status-list-search.ts';

type Props<S extends string> = {
  /** The form's accessible name: 'Filter payouts'. */
  label: string;
  /** What a reference looks like: 'PO_…'. */
  placeholder: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  search: StatusListSearch<S>;
  /** Applies a change (and goes back to page 1). */
  onSet: (patch: Partial<StatusListSearch<S>>) => void;
  onClear: () => void;
};

export function StatusListFilters<S extends string>(p: Props<S>) {
  const [text, setText] = useUrlText(p.search.search);
  return (
    <FilterForm
      label={p.label}
      className="sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={() => p.onSet({ search: text.trim().toUpperCase() || undefined })}
      submitText="Apply"
      onClear={hasStatusListFilters(p.search) ? p.onClear : undefined}
    >
      <FormField label="Reference">
        <Input value={text} placeholder={p.placeholder} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <FormField label="Status">
        <Select
          value={p.search.status ?? ''}
          onChange={(e) => p.onSet({ status: (e.target.value || undefined) as S | undefined })}
        >
          <option value="">Any status</option>
          {p.statuses.map((s) => (
            <option key={s} value={s}>
              {p.statusLabel(s)}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields
        from={p.search.from}
        to={p.search.to}
        fromLabel="From"
        toLabel="To"
        onChange={p.onSet}
      />
    </FilterForm>
  );
}
