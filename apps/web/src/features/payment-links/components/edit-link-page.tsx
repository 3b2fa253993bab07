import type { PaymentLinkDetails } from '@payrail/contract/payment-links';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useEditPaymentLink } from '../api/edit-payment-link';
import { usePaymentLink } from '../api/get-payment-link';
import { linkToForm, toEditBody } from '../lib/link-form';
import { BackToLinks } from './create-link-page';
import { LinkForm } from './link-form';
import { LinkImageCard } from './link-image-card';
import { LinkQueryStatus } from './link-query-status';

const route = getRouteApi('/_dashboard/collections/payment-link_/edit');

/** /collections/payment-link/edit?ref=: the form prefilled from GET show/{ref}; PATCH edit/{ref}. */
export function EditLinkPage() {
  useDocumentTitle('Edit payment link');
  const { ref } = route.useSearch();
  const link = usePaymentLink(ref);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <BackToLinks />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit payment link</h1>
      <LinkQueryStatus query={link} loadingLabel="Loading the payment link">
        {link.data ? (
          <>
            <LinkImageCard link={link.data} />
            <EditForm key={link.data.updatedAt} link={link.data} />
          </>
        ) : null}
      </LinkQueryStatus>
    </div>
  );
}

function EditForm({ link }: { link: PaymentLinkDetails }) {
  const navigate = useNavigate();
  const edit = useEditPaymentLink();
  const view = () => navigate({ to: '/collections/payment-link/view', search: { ref: link.ref } });
  return (
    <LinkForm
      defaultValues={linkToForm(link)}
      submitLabel="Save changes"
      lockedReason={
        link.hasTransactions
          ? 'Customers have paid through this link, so its currency and amount type stay as they are.'
          : undefined
      }
      onCancel={() => void view()}
      onSubmit={async (values) => {
        await edit.mutateAsync({ ref: link.ref, body: toEditBody(values, link) });
        await view();
      }}
    />
  );
}
