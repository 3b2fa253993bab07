import * as settlement from '@payrail/contract/routes/sub-account-settlement';
import * as transfers from '@payrail/contract/routes/sub-account-transfers';
import type { SubAccountDetails } from '@payrail/contract/sub-accounts';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, useState } from 'react';
import { Can } from '#components/can.tsx';
import { DetailPage, DetailRow, DetailSection } from '#components/detail-page.tsx';
import { ListPager } from '#components/list-pager.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useSubAccount } from '../api/show-sub-account';
import { useSubAccountTransactions } from '../api/sub-account-transactions';
import { FEE_BEARER_LABELS, splitWords } from '../lib/split-words';
import { ChangeSettlementDialog } from './change-settlement-dialog';
import { SubAccountLinks } from './sub-account-links';
import { SubAccountPaymentsTable } from './sub-account-payments';
import { SubAccountPayouts } from './sub-account-payouts';
import { StatsCurrencyPicker, SubAccountStatCards } from './sub-account-stats';
import { SubAccountStatusControl } from './sub-account-status-control';

const route = getRouteApi('/_dashboard/others/sub-accounts_/$slug');

/** The funds transfer dialog (features/sub-account-transfers), given by the route. */
export type TransferDialog = ComponentType<{ uuid: string | undefined; onClose: () => void }>;

/**
 * /others/sub-accounts/{slug}?statsCurrency=: the sub-account, its stats in NGN or USD, its status
 * (deactivate / activate), its links, its payments and its payouts. `Transfer` is the funds transfer dialog, given by the route (features do not
 * import each other).
 */
export function SubAccountPage({ Transfer }: { Transfer: TransferDialog }) {
  const { slug } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currency = search.statsCurrency ?? 'NGN';
  const sub = useSubAccount(slug, currency);
  const [transferring, setTransferring] = useState(false);
  useDocumentTitle(sub.data?.sub_account_details.name ?? 'Sub-account');
  return (
    <DetailPage
      back={{ to: '/others/sub-accounts', label: 'Back to sub-accounts' }}
      query={sub}
      loadingLabel="Loading the sub-account"
    >
      {(s) => (
        <div className="space-y-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
                {s.sub_account_details.name}
              </h1>
              <p className="mt-1 font-mono text-sm text-slate-500">{s.slug}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <StatsCurrencyPicker
                value={currency}
                onChange={(c) => void navigate({ search: (p) => ({ ...p, statsCurrency: c }) })}
              />
              <SubAccountStatusControl slug={s.slug} name={s.sub_account_details.name} status={s.status} />
              <Can endpoint={transfers.subAccountFundsTransfer}>
                <Button variant="secondary" onClick={() => setTransferring(true)}>
                  Transfer funds
                </Button>
              </Can>
            </div>
          </div>
          {s.status === 'inactive' ? (
            <Alert tone="warning">
              This sub-account is inactive: its payment links do not take payments. Its balance still pays out
              to its bank account and can be transferred.
            </Alert>
          ) : null}
          {transferring ? <Transfer uuid={s.uuid} onClose={() => setTransferring(false)} /> : null}
          <div className={cn(sub.isPlaceholderData && 'opacity-60')}>
            <SubAccountStatCards stats={s.stats} />
          </div>
          <SubAccountFacts sub={s} />
          <SubAccountLinks
            subAccount={s}
            page={search.linksPage ?? 1}
            onPage={(p) =>
              void navigate({ search: (prev) => ({ ...prev, linksPage: p === 1 ? undefined : p }) })
            }
          />
          <SubAccountPayments slug={s.slug} />
          <SubAccountPayouts slug={s.slug} />
        </div>
      )}
    </DetailPage>
  );
}

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The account, the hold after a change while it lasts, and the control that changes it. */
function SettlementAccountRow({ sub }: { sub: SubAccountDetails }) {
  const [changing, setChanging] = useState(false);
  const bank = sub.settlementAccount;
  const held = bank?.payoutsFrom && Date.parse(bank.payoutsFrom) > Date.now() ? bank.payoutsFrom : null;
  return (
    <div className="space-y-2">
      <p className="break-words">
        {bank ? `${bank.accountName} · ${bank.bankName} · ${bank.accountNumber}` : '—'}
      </p>
      {held ? (
        <p className="text-sm text-amber-700">{`Payouts to this account start on ${lagosTime.format(new Date(held))}.`}</p>
      ) : null}
      <PermissionButton
        size="sm"
        variant="secondary"
        endpoint={settlement.changeSubAccountSettlement}
        onClick={() => setChanging(true)}
      >
        Change account
      </PermissionButton>
      {changing ? (
        <ChangeSettlementDialog
          uuid={sub.uuid}
          slug={sub.slug}
          name={sub.sub_account_details.name}
          onClose={() => setChanging(false)}
        />
      ) : null}
    </div>
  );
}

function SubAccountFacts({ sub }: { sub: SubAccountDetails }) {
  return (
    <DetailSection title="Details">
      <dl>
        <DetailRow label="Status">
          <Badge tone={sub.status === 'active' ? 'success' : 'neutral'}>
            {sub.status === 'active' ? 'Active' : 'Inactive'}
          </Badge>
        </DetailRow>
        <DetailRow label="Share">{splitWords(sub.split)}</DetailRow>
        <DetailRow label="Fees borne by">{FEE_BEARER_LABELS[sub.split.feeBearer]}</DetailRow>
        <DetailRow label="Settlement account">
          <SettlementAccountRow sub={sub} />
        </DetailRow>
      </dl>
    </DetailSection>
  );
}

function SubAccountPayments({ slug }: { slug: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const txns = useSubAccountTransactions(slug, page);
  const items = txns.data?.items ?? [];
  return (
    <section aria-label="Payments" className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Payments</h2>
      <ListStatus
        status={txns.status}
        error={txns.error}
        onRetry={() => void txns.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1 ? 'No more payments.' : 'No payments yet. They appear here once customers pay its links.'
        }
        loadingLabel="Loading payments"
      >
        <div className={cn('space-y-3', txns.isPlaceholderData && 'opacity-60')}>
          <SubAccountPaymentsTable payments={items} />
          {txns.data ? (
            <ListPager
              label="Payment pages"
              noun="payments"
              page={txns.data.page}
              perPage={txns.data.perPage}
              total={txns.data.total}
              capped={false}
              shown={items.length}
              onPage={(p) =>
                void navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })
              }
            />
          ) : null}
        </div>
      </ListStatus>
    </section>
  );
}
