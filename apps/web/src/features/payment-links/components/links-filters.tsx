import { getRouteApi } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { hasFilters, type LinkListSearch } from '../lib/list-search';

const route = getRouteApi('/_dashboard/collections/payment-link');

/** Status, currency, text and creation-day filters. Each change goes to the URL and back to page 1. */
export function LinksFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);

  const set = (patch: Partial<LinkListSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ search: text.trim() || undefined });
  };
  const orUndefined = <T extends string>(v: string) => (v === '' ? undefined : (v as T));

  return (
    <form
      aria-label="Filter payment links"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
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
      <FormField label="Created from">
        <Input
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => set({ from: orUndefined(e.target.value) })}
        />
      </FormField>
      <FormField label="Created to">
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
