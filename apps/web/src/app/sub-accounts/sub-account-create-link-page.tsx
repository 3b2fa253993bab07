/**
 * /collections/payment-link/create?uuid=&slug= (spec 001 §2): the payment-link form creating a link
 * of that sub-account (POST merchant/sub-accounts/payment-links/{uuid}), then back to the
 * sub-account's page. Without a uuid the route shows the merchant's own create page. A flat-split
 * sub-account's link starts in its split's currency (the API refuses another).
 */
import type { CreatePaymentLink } from '@payrail/contract/payment-links';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { LinkForm } from '#features/payment-links/components/link-form.tsx';
import { emptyLinkForm } from '#features/payment-links/lib/link-form.ts';
import { useCreateSubAccountLink } from '#features/sub-accounts/api/create-sub-account-link.ts';
import { useSubAccount } from '#features/sub-accounts/api/show-sub-account.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';

export function SubAccountCreateLinkPage({ uuid, slug }: { uuid: string; slug: string | undefined }) {
  useDocumentTitle('New payment link');
  const navigate = useNavigate();
  const create = useCreateSubAccountLink();
  const sub = useSubAccount(slug ?? '', 'NGN', Boolean(slug));
  const split = sub.data?.split;
  const currency = split?.splitType === 'flat' ? split.currency : null;
  const back = () =>
    slug
      ? navigate({ to: '/others/sub-accounts/$slug', params: { slug } })
      : navigate({ to: '/others/sub-accounts' });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      {slug ? (
        <Link
          to="/others/sub-accounts/$slug"
          params={{ slug }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the sub-account
        </Link>
      ) : null}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Create payment link</h1>
        <p className="mt-1 text-sm text-slate-600">
          A link of the sub-account: payments on it are shared with it.
        </p>
      </div>
      <LinkForm
        key={currency ?? 'any'}
        defaultValues={{ ...emptyLinkForm(), ...(currency ? { currency } : {}) }}
        submitLabel="Create payment link"
        onCancel={() => void back()}
        onSubmit={async (values) => {
          await create.mutateAsync({ uuid, body: values as CreatePaymentLink });
          await back();
        }}
      />
    </div>
  );
}
