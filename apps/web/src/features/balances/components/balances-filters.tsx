import { movementTypeLabel } from '@payrail/contract/balances';
import { type Currency, parseMajor, toDecimal } from '@payrail/contract/money';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DateRangeFields, FilterForm } from '#components/filter-form.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { useCurrencies } from '../api/list-currencies';
import { type BalancesSearch, hasFilters, MOVEMENT_TYPES } from '../lib/balances-search';

const route = getRouteApi('/_dashboard/payments/balances');

/**
 * Type, currency and days apply at once; search and amount (in the currency's major units, NGN
 * when no currency is chosen) when the form is sent. Every change goes to the URL, back to page 1.
 */
export function BalancesFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currencies = useCurrencies();
  const currency = (search.currency ?? 'NGN') as Currency;
  const typed = () => ({
    search: search.search ?? '',
    amount: search.amount === undefined ? '' : toDecimal(BigInt(search.amount), currency),
  });
  const [text, setText] = useState(typed);
  const [amountError, setAmountError] = useState<string | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the boxes follow the URL's values
  useEffect(() => setText(typed()), [search.search, search.amount]);

  const set = (patch: Partial<BalancesSearch>) =>
    void navigate({
      search: (s) => ({
        ...s,
        ...patch,
        page: undefined,
        asOf: undefined,
        after: undefined,
        before: undefined,
      }),
    });
  const submit = () => {
    const raw = text.amount.trim();
    const minor = raw === '' ? undefined : parseMajor(raw, currency);
    if (minor !== undefined && (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER))) {
      setAmountError('Enter an amount above zero, like 1,500.00');
      return;
    }
    if (raw !== '' && minor === undefined) {
      setAmountError('Enter an amount like 1,500.00');
      return;
    }
    setAmountError(undefined);
    set({ search: text.search.trim() || undefined, amount: minor === undefined ? undefined : Number(minor) });
  };

  return (
    <FilterForm
      label="Filter balance history"
      className="sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
      submitText="Apply"
      onClear={hasFilters(search) ? () => void navigate({ search: {} }) : undefined}
    >
      <FormField label="Search" className="sm:col-span-2">
        <Input
          type="search"
          placeholder="Reference or description"
          maxLength={100}
          value={text.search}
          onChange={(e) => setText((t) => ({ ...t, search: e.target.value }))}
        />
      </FormField>
      <FormField label="Type">
        <Select value={search.type ?? ''} onChange={(e) => set({ type: e.target.value || undefined })}>
          <option value="">Any type</option>
          {MOVEMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {movementTypeLabel(t)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Currency">
        <Select
          value={search.currency ?? ''}
          onChange={(e) => set({ currency: (e.target.value || undefined) as Currency | undefined })}
        >
          <option value="">Any currency</option>
          {(currencies.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields
        fromLabel="From"
        toLabel="To"
        from={search.start_date}
        to={search.end_date}
        onChange={(p) =>
          set({ ...('from' in p ? { start_date: p.from } : {}), ...('to' in p ? { end_date: p.to } : {}) })
        }
      />
      <FormField label="Amount" {...(amountError ? { error: amountError } : {})}>
        <Input
          inputMode="decimal"
          placeholder="0.00"
          value={text.amount}
          onChange={(e) => setText((t) => ({ ...t, amount: e.target.value }))}
        />
      </FormField>
    </FilterForm>
  );
}
