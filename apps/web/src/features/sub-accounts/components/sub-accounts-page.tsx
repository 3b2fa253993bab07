import * as subs from '@payrail/contract/routes/sub-accounts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Can } from '#components/can.tsx';
import { FilterForm, useUrlText } from '#components/filter-form.tsx';
import { ListPager } from '#components/list-pager.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useSubAccounts } from '../api/list-sub-accounts';
import { splitWords } from '../lib/split-words';
import { CreateSubAccountDialog } from './create-sub-account-dialog';

const route = getRouteApi('/_dashboard/others/sub-accounts');

/** /others/sub-accounts: the merchant's sub-accounts, searched and paged through the URL. */
export function SubAccountsPage() {
  useDocumentTitle('Sub-accounts');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useSubAccounts(search.search, page);
  const [creating, setCreating] = useState(false);
  const [text, setText] = useUrlText(search.search);
  const items = list.data?.items ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Sub-accounts</h1>
          <p className="mt-1 text-sm text-slate-600">
            Branches, vendors and campuses that take payments on their own links and share each one.
          </p>
        </div>
        <Can endpoint={subs.createSubAccount}>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New sub-account
          </Button>
        </Can>
      </div>
      <FilterForm
        label="Search sub-accounts"
        className="sm:grid-cols-[1fr_auto]"
        onSubmit={() => void navigate({ search: { search: text.trim() || undefined } })}
        onClear={search.search ? () => void navigate({ search: {} }) : undefined}
      >
        <FormField label="Search">
          <Input
            type="search"
            placeholder="Name or slug"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
      </FilterForm>
      <ListStatus
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1 ? (
            <Button
              variant="link"
              onClick={() => void navigate({ search: (s) => ({ ...s, page: undefined }) })}
            >
              Back to the first page
            </Button>
          ) : search.search ? (
            'No sub-accounts match this search.'
          ) : (
            'No sub-accounts yet. Create one to give a branch or vendor its own links and share of payments.'
          )
        }
        loadingLabel="Loading sub-accounts"
      >
        <div className={cn('space-y-4', list.isPlaceholderData && 'opacity-60')}>
          <SubAccountsTable items={items} />
          {list.data ? (
            <ListPager
              label="Sub-account pages"
              noun="sub-accounts"
              page={list.data.page}
              perPage={list.data.perPage}
              total={list.data.total}
              capped={false}
              shown={items.length}
              onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
            />
          ) : null}
        </div>
      </ListStatus>
      {creating ? <CreateSubAccountDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

function SubAccountsTable({ items }: { items: subs.SubAccount[] }) {
  return (
    <Table label="Sub-accounts">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Split</Th>
          <Th>Settlement account</Th>
          <Th>Status</Th>
          <Th>Created</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.uuid}>
            <Td>
              <Link
                to="/others/sub-accounts/$slug"
                params={{ slug: s.slug }}
                className="font-medium text-brand-700 hover:underline"
              >
                {s.sub_account_details.name}
              </Link>
              <div className="font-mono text-xs text-slate-500">{s.slug}</div>
            </Td>
            <Td className="text-slate-700">{splitWords(s.split)}</Td>
            <Td className="text-slate-700">
              {s.settlementAccount ? (
                <>
                  <div>{s.settlementAccount.accountName}</div>
                  <div className="text-xs text-slate-500">
                    {s.settlementAccount.bankName} · {s.settlementAccount.accountNumber}
                  </div>
                </>
              ) : (
                '—'
              )}
            </Td>
            <Td>
              <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
                {s.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={s.createdAt}>{day.format(new Date(s.createdAt))}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
