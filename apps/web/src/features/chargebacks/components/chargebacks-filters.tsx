import { getRouteApi } from '@tanstack/react-router';
import { StatusListFilters } from '#components/status-list-filters.tsx';
import { CHARGEBACK_STATUSES } from '../lib/chargebacks-search';
import { STATUS } from '../lib/labels';

const route = getRouteApi('/_dashboard/payments/chargeback');

/** Status and days apply at once; the reference when the form is sent. Each change goes to the URL, page 1. */
export function ChargebacksFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <StatusListFilters
      label="Filter chargebacks"
      placeholder="CB_… or PRL_…"
      statuses={CHARGEBACK_STATUSES}
      statusLabel={(s) => STATUS[s]?.label ?? s}
      search={search}
      onSet={(patch) => void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
