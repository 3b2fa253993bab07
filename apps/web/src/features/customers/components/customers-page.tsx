import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ListPager } from '#components/list-pager.tsx';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { exportCustomersCsv } from '../api/export-customers-csv';
import { useCustomers } from '../api/list-customers';
import { filtersOf, hasFilters } from '../lib/customer-search';
import { CustomersFilters } from './customers-filters';
import { CustomersTable } from './customers-table';

/*
 * Decisions the spec leaves open (customers):
 * - A customer is an email that has paid the merchant; the list shows the most recent payer first.
 * - The date filters are of the customer's last payment.
 * - Export CSV takes the filters on screen; its failure is only logged (spec 001 §8).
 * - Beyond the spec: a customer's page (/others/customers/{id}) and the blacklist there.
 */
const route = getRouteApi('/_dashboard/others/customers');

/** /others/customers: the merchant's customers, filtered and paged through the URL. */
export function CustomersPage() {
  useDocumentTitle('Customers');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filters = filtersOf(search);
  const customers = useCustomers(filters, page);
  const [exporting, setExporting] = useState(false);
  const items = customers.data?.items ?? [];
  const onExport = () => {
    setExporting(true);
    void exportCustomersCsv(filters).finally(() => setExporting(false));
  };
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Customers</h1>
          <p className="mt-1 text-sm text-slate-600">Everyone who has paid you, by email.</p>
        </div>
        <Button variant="secondary" loading={exporting} onClick={onExport}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <CustomersFilters />
      <ListStatus
        status={customers.status}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1 ? (
            <Button
              variant="link"
              onClick={() => void navigate({ search: (s) => ({ ...s, page: undefined }) })}
            >
              Back to the first page
            </Button>
          ) : hasFilters(search) ? (
            'No customers match these filters.'
          ) : (
            'No customers yet. They appear here after their first successful payment.'
          )
        }
        loadingLabel="Loading customers"
      >
        <div className={cn('space-y-4', customers.isPlaceholderData && 'opacity-60')}>
          <CustomersTable customers={items} />
          {customers.data ? (
            <ListPager
              label="Customer pages"
              noun="customers"
              page={customers.data.page}
              perPage={customers.data.perPage}
              total={customers.data.total}
              capped={customers.data.totalCapped}
              shown={items.length}
              onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
            />
          ) : null}
        </div>
      </ListStatus>
    </div>
  );
}
