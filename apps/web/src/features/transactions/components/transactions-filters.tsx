import { type Currency, toDecimal } from '@payrail/contract/money';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DateRangeFields, FilterForm } from '#components/filter-form.tsx';
import { CHANNEL_LABELS, STATUS_LABELS } from '#components/payment-cells.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { FIRST_PAGE } from '#lib/list-paging.ts';
import { minorOf } from '../lib/labels';
import {
  CHANNELS,
  FILTER_CURRENCIES,
  hasFilters,
  STATUSES,
  type TransactionsSearch,
} from '../lib/transactions-search';

const route = getRouteApi('/_dashboard/payments/transactions');

/** 150050 minor → '1500.50' for the amount boxes. */
const majorText = (minor: number | undefined, currency: Currency) =>
  minor === undefined ? '' : toDecimal(BigInt(minor), currency);

/**
 * Status, channel, currency and day filters apply at once; the typed ones (search, customer, link,
 * amount range in the currency's major units) when the form is sent. Each change goes to the URL
 * and back to page 1, with a fresh listing.
 */
export function TransactionsFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currency = (search.currency ?? 'NGN') as Currency;
  const typed = () => ({
    search: search.search ?? '',
    customer: search.customer ?? '',
    paymentLink: search.paymentLink ?? '',
    min: majorText(search.minAmount, currency),
    max: majorText(search.maxAmount, currency),
  });
  const [text, setText] = useState(typed);
  const [amountError, setAmountError] = useState<string | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the boxes follow the URL's values
  useEffect(
    () => setText(typed()),
    [search.search, search.customer, search.paymentLink, search.minAmount, search.maxAmount],
  );

  const set = (patch: Partial<TransactionsSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, ...FIRST_PAGE }) });
  const orUndefined = <T extends string>(v: string) => (v === '' ? undefined : (v as T));
  const submit = () => {
    const min = minorOf(text.min, currency);
    const max = minorOf(text.max, currency);
    if (min === null || max === null) {
      setAmountError('Enter amounts like 1,500.00');
      return;
    }
    setAmountError(undefined);
    set({
      search: text.search.trim() || undefined,
      customer: text.customer.trim() || undefined,
      paymentLink: text.paymentLink.trim().toUpperCase() || undefined,
      minAmount: min,
      maxAmount: max,
    });
  };
  const box = (key: keyof ReturnType<typeof typed>) => ({
    value: text[key],
    onChange: (e: { target: { value: string } }) => setText((t) => ({ ...t, [key]: e.target.value })),
  });

  return (
    <FilterForm
      label="Filter transactions"
      className="sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
      submitText="Apply"
      onClear={hasFilters(search) ? () => void navigate({ search: (s) => ({ scope: s.scope }) }) : undefined}
    >
      <FormField label="Search" className="sm:col-span-2">
        <Input type="search" placeholder="Reference or customer email" maxLength={100} {...box('search')} />
      </FormField>
      <FormField label="Status">
        <Select value={search.status ?? ''} onChange={(e) => set({ status: orUndefined(e.target.value) })}>
          <option value="">Any status</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s].label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Channel">
        <Select value={search.channel ?? ''} onChange={(e) => set({ channel: orUndefined(e.target.value) })}>
          <option value="">Any channel</option>
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Currency">
        <Select
          value={search.currency ?? ''}
          onChange={(e) => set({ currency: orUndefined(e.target.value) })}
        >
          <option value="">Any currency</option>
          {FILTER_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields fromLabel="From" toLabel="To" from={search.from} to={search.to} onChange={set} />
      <FormField label="Customer email">
        <Input type="email" placeholder="ada@example.com" maxLength={254} {...box('customer')} />
      </FormField>
      <FormField label="Payment link">
        <Input placeholder="PL-…" maxLength={13} {...box('paymentLink')} />
      </FormField>
      <FormField label="Amount from" {...(amountError ? { error: amountError } : {})}>
        <Input inputMode="decimal" placeholder="0.00" {...box('min')} />
      </FormField>
      <FormField label="Amount to">
        <Input inputMode="decimal" placeholder="0.00" {...box('max')} />
      </FormField>
    </FilterForm>
  );
}
