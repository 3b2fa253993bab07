import { getRouteApi } from '@tanstack/react-router';
import { StatusListFilters } from '#components/status-list-filters.tsx';
import { STATUS } from '../lib/labels';
import { PAYOUT_STATUSES } from '../lib/payouts-search';

const route = getRouteApi('/_dashboard/payments/payout');

/** Status and days apply at once; the reference when the form is sent. Each change goes to the URL, page 1. */
export function PayoutsFilters() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <StatusListFilters
      label="Filter payouts"
      placeholder="PO_…"
      statuses={PAYOUT_STATUSES}
      statusLabel={(s) => STATUS[s]?.label ?? s}
      search={search}
      onSet={(patch) => void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
