import { getRouteApi } from '@tanstack/react-router';
import { DateRangeFields, FilterForm, useUrlText } from '#components/filter-form.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { hasFilters, type LinkListSearch } from '../lib/list-search';

const route = getRouteApi('/_dashboard/collections/payment-link');

/** Status, currency, text and creation-day filters. Each change goes to the URL and back to page 1. */
export function LinksFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useUrlText(search.search);
  const set = (patch: Partial<LinkListSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  const orUndefined = <T extends string>(v: string) => (v === '' ? undefined : (v as T));

  return (
    <FilterForm
      label="Filter payment links"
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      onSubmit={() => set({ search: text.trim() || undefined })}
      onClear={hasFilters(search) ? () => void navigate({ search: {} }) : undefined}
    >
      <FormField label="Search">
        <Input
          type="search"
          placeholder="Name, reference or address"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <FormField label="Status">
        <Select value={search.status ?? ''} onChange={(e) => set({ status: orUndefined(e.target.value) })}>
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </FormField>
      <FormField label="Currency">
        <Select
          value={search.currency ?? ''}
          onChange={(e) => set({ currency: orUndefined(e.target.value) })}
        >
          <option value="">Any currency</option>
          <option value="NGN">NGN</option>
          <option value="USD">USD</option>
        </Select>
      </FormField>
      <DateRangeFields
        fromLabel="Created from"
        toLabel="Created to"
        from={search.from}
        to={search.to}
        onChange={set}
      />
    </FilterForm>
  );
}
