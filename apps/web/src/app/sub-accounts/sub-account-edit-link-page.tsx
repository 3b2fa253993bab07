/**
 * /collections/payment-link/edit?ref=&isSubAccount=true&slug= (spec 001 §2): a sub-account's link
 * in the payment-link form, found in the sub-account's list by its ref (there is no show call for
 * it), saved with PATCH merchant/sub-accounts/payment-links/update/{ref}, then back to the
 * sub-account's page.
 */
import type { PaymentLinkListItem } from '@payrail/contract/payment-links';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '#components/ui/alert.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { LinkForm } from '#features/payment-links/components/link-form.tsx';
import { linkToForm, toEditBody } from '#features/payment-links/lib/link-form.ts';
import { useSubAccountLinks } from '#features/sub-accounts/api/list-sub-account-links.ts';
import { useUpdateSubAccountLink } from '#features/sub-accounts/api/update-sub-account-link.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';

export function SubAccountEditLinkPage({ linkRef, slug }: { linkRef: string; slug: string }) {
  useDocumentTitle('Edit payment link');
  const links = useSubAccountLinks(slug, 1, linkRef);
  const link = links.data?.items.find((l) => l.ref === linkRef);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <Link
        to="/others/sub-accounts/$slug"
        params={{ slug }}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the sub-account
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit payment link</h1>
      <ListStatus
        status={links.status}
        error={links.error}
        onRetry={() => void links.refetch()}
        isEmpty={!link}
        empty={<Alert tone="error">Payment link not found</Alert>}
        loadingLabel="Loading the payment link"
      >
        {link ? <EditForm key={link.updatedAt} link={link} slug={slug} /> : null}
      </ListStatus>
    </div>
  );
}

function EditForm({ link, slug }: { link: PaymentLinkListItem; slug: string }) {
  const navigate = useNavigate();
  const update = useUpdateSubAccountLink();
  const back = () => navigate({ to: '/others/sub-accounts/$slug', params: { slug } });
  return (
    <LinkForm
      defaultValues={linkToForm(link)}
      submitLabel="Save changes"
      lockedReason={
        link.hasTransactions
          ? 'Customers have paid through this link, so its currency and amount type stay as they are.'
          : undefined
      }
      onCancel={() => void back()}
      onSubmit={async (values) => {
        await update.mutateAsync({ ref: link.ref, body: toEditBody(values, link) });
        await back();
      }}
    />
  );
}
