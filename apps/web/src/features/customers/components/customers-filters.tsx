import { getRouteApi } from '@tanstack/react-router';
import { DateRangeFields, FilterForm, useUrlText } from '#components/filter-form.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { type CustomerListSearch, hasFilters } from '../lib/customer-search';

const route = getRouteApi('/_dashboard/others/customers');

/** Text (name, email, phone) and last-payment day filters. Each change goes to the URL and page 1. */
export function CustomersFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useUrlText(search.search);
  const set = (patch: Partial<CustomerListSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });

  return (
    <FilterForm
      label="Filter customers"
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      onSubmit={() => set({ search: text.trim() || undefined })}
      onClear={hasFilters(search) ? () => void navigate({ search: {} }) : undefined}
    >
      <FormField label="Search">
        <Input
          type="search"
          placeholder="Name, email or phone"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <DateRangeFields
        fromLabel="Last paid from"
        toLabel="Last paid to"
        from={search.from}
        to={search.to}
        onChange={set}
      />
    </FilterForm>
  );
}
