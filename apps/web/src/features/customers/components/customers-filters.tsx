import { getRouteApi } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { type CustomerListSearch, hasFilters } from '../lib/customer-search';

const route = getRouteApi('/_dashboard/others/customers');

/** Text (name, email, phone) and last-payment day filters. Each change goes to the URL and page 1. */
export function CustomersFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);

  const set = (patch: Partial<CustomerListSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ search: text.trim() || undefined });
  };
  const orUndefined = (v: string) => (v === '' ? undefined : v);

  return (
    <form
      aria-label="Filter customers"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
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
      <FormField label="Last paid from">
        <Input
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => set({ from: orUndefined(e.target.value) })}
        />
      </FormField>
      <FormField label="Last paid to">
        <Input
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => set({ to: orUndefined(e.target.value) })}
        />
      </FormField>
      <div className="flex items-end gap-2">
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {hasFilters(search) ? (
          <Button variant="ghost" onClick={() => void navigate({ search: {} })}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
