import { getRouteApi } from '@tanstack/react-router';
import { DateRangeFields, FilterForm, useUrlText } from '#components/filter-form.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { CHARGEBACK_STATUSES, type ChargebacksSearch, hasFilters } from '../lib/chargebacks-search';
import { STATUS } from '../lib/labels';

const route = getRouteApi('/_dashboard/payments/chargeback');

/** Status and days apply at once; the reference when the form is sent. Each change goes to the URL, page 1. */
export function ChargebacksFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useUrlText(search.search);
  const set = (patch: Partial<ChargebacksSearch>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  return (
    <FilterForm
      label="Filter chargebacks"
      className="sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={() => set({ search: text.trim().toUpperCase() || undefined })}
      submitText="Apply"
      onClear={hasFilters(search) ? () => void navigate({ search: {} }) : undefined}
    >
      <FormField label="Reference">
        <Input value={text} placeholder="CB_… or PRL_…" onChange={(e) => setText(e.target.value)} />
      </FormField>
      <FormField label="Status">
        <Select
          value={search.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as ChargebacksSearch['status'] })}
        >
          <option value="">Any status</option>
          {CHARGEBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS[s]?.label ?? s}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields from={search.from} to={search.to} fromLabel="From" toLabel="To" onChange={set} />
    </FilterForm>
  );
}
