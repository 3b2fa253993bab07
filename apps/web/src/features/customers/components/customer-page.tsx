import * as customers from '@payrail/contract/routes/customers';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, Ban } from 'lucide-react';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Pagination } from '#components/ui/pagination.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useLiftCustomerBlacklist } from '../api/blacklist-customer';
import { useCustomerTransactions } from '../api/customer-transactions';
import { useCustomer } from '../api/show-customer';
import { formatDateTime } from '../lib/format';
import { BlacklistDialog } from './blacklist-dialog';
import { CustomerPaymentsTable } from './customer-payments';

const route = getRouteApi('/_dashboard/others/customers_/$id');
const OWNER_ONLY = 'Only the account owner can change the blacklist.';

/** /others/customers/{id} (beyond the spec): who they are, what they paid per currency, their payments. */
export function CustomerPage() {
  const { id } = route.useParams();
  const customer = useCustomer(id);
  useDocumentTitle(customer.data ? customer.data.name : 'Customer');
  const c = customer.data;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <Link
        to="/others/customers"
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Customers
      </Link>
      <ListStatus
        status={customer.status}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        isEmpty={!c}
        empty="This customer was not found."
        loadingLabel="Loading the customer"
      >
        {c ? (
          <>
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{c.name}</h1>
              <p className="mt-1 text-sm text-slate-600">
                {c.email}
                {c.phone ? ` · ${c.phone}` : ''} · first paid {formatDateTime(c.firstPaidAt)}
              </p>
            </div>
            <BlacklistSection id={c.id} email={c.email} blacklist={c.blacklist} />
            <Card>
              <CardHeader>
                <CardTitle>Total paid</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-4 sm:grid-cols-3">
                  {c.totals.map((t) => (
                    <div key={t.currency}>
                      <dt className="text-sm text-slate-600">{t.currency}</dt>
                      <dd className="text-xl font-semibold text-slate-900">
                        {formatMinor(t.amount, t.currency)}
                      </dd>
                      <dd className="text-xs text-slate-500">
                        {t.count === 1 ? '1 payment' : `${t.count} payments`}
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
            <Payments id={c.id} />
          </>
        ) : null}
      </ListStatus>
    </div>
  );
}

function BlacklistSection({
  id,
  email,
  blacklist,
}: {
  id: string;
  email: string;
  blacklist: customers.CustomerDetails['blacklist'];
}) {
  const [open, setOpen] = useState(false);
  const lift = useLiftCustomerBlacklist();
  if (blacklist) {
    return (
      <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
        <span>
          <strong>Blacklisted</strong> since {formatDateTime(blacklist.at)}: checkout refuses payments from
          this email. Reason: {blacklist.reason}
        </span>
        <PermissionButton
          endpoint={customers.liftCustomerBlacklist}
          reason={OWNER_ONLY}
          size="sm"
          variant="secondary"
          loading={lift.isPending}
          onClick={() => lift.mutate({ id })}
        >
          Lift blacklist
        </PermissionButton>
      </Alert>
    );
  }
  return (
    <div className="flex justify-end">
      <PermissionButton
        endpoint={customers.blacklistCustomer}
        reason={OWNER_ONLY}
        variant="secondary"
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" className="size-4" />
        Blacklist
      </PermissionButton>
      {open ? <BlacklistDialog id={id} email={email} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function Payments({ id }: { id: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const payments = useCustomerTransactions(id, page);
  const items = payments.data?.items ?? [];
  return (
    <section aria-labelledby="customer-payments" className="space-y-3">
      <h2 id="customer-payments" className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      <ListStatus
        status={payments.status}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1 ? (
            <Button variant="link" onClick={() => void navigate({ search: {} })}>
              Back to the first page
            </Button>
          ) : (
            'No payments.'
          )
        }
        loadingLabel="Loading payments"
      >
        <div className={cn('space-y-4', payments.isPlaceholderData && 'opacity-60')}>
          <CustomerPaymentsTable payments={items} />
          {payments.data ? (
            <Pagination
              label="Payment pages"
              page={page}
              perPage={payments.data.perPage}
              total={payments.data.total}
              onPage={(p) => void navigate({ search: { page: p === 1 ? undefined : p } })}
            />
          ) : null}
        </div>
      </ListStatus>
    </section>
  );
}
