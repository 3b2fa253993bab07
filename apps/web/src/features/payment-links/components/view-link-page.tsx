import { deletePaymentLink, type PaymentLinkDetails } from '@payrail/contract/routes/payment-links';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { usePaymentLink } from '../api/get-payment-link';
import { LinkReasons } from '../lib/permissions';
import { BackToLinks } from './create-link-page';
import { DeleteLinkDialog } from './delete-link-dialog';
import { LatestPayments } from './latest-payments';
import { LinkDetails } from './link-details';
import { LinkFunnel } from './link-funnel';
import { LinkQueryStatus } from './link-query-status';
import { EditLinkButton } from './link-row-actions';
import { LinkShare } from './link-share';
import { LinkStatusBadge } from './link-status-badge';
import { StatusToggle } from './status-toggle';

const route = getRouteApi('/_dashboard/collections/payment-link_/view');

/** /collections/payment-link/view?ref=: the link, its public addresses, QR code, funnel and payments. */
export function ViewLinkPage() {
  const { ref } = route.useSearch();
  if (!ref) {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-6">
        <BackToLinks />
        <Alert tone="warning">No payment link was chosen. Pick one from the list.</Alert>
      </div>
    );
  }
  return <LinkView linkRef={ref} />;
}

function LinkView({ linkRef }: { linkRef: string }) {
  const link = usePaymentLink(linkRef);
  useDocumentTitle(link.data?.name ?? 'Payment link');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <BackToLinks />
      <LinkQueryStatus query={link} loadingLabel="Loading the payment link">
        {link.data ? <LinkViewBody link={link.data} /> : null}
      </LinkQueryStatus>
    </div>
  );
}

function LinkViewBody({ link }: { link: PaymentLinkDetails }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{link.name}</h1>
            <LinkStatusBadge status={link.status} />
          </div>
          <p className="mt-1 font-mono text-sm text-slate-500">{link.ref}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusToggle link={link} size="md" />
          <EditLinkButton link={link} size="md" />
          <PermissionButton
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            endpoint={deletePaymentLink}
            reason={LinkReasons.delete}
            onClick={() => setDeleting(true)}
          >
            Delete
          </PermissionButton>
        </div>
      </div>
      <LinkShare link={link} />
      <LinkFunnel link={link} />
      <LinkDetails link={link} />
      <section aria-labelledby="latest-payments" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="latest-payments" className="text-lg font-semibold text-slate-900">
            Latest payments
          </h2>
          <Link
            to="/collections/payment-link/transactions"
            search={{ reference: link.ref }}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            All transactions
          </Link>
        </div>
        <LatestPayments linkRef={link.ref} />
      </section>
      {deleting ? (
        <DeleteLinkDialog
          link={link}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate({ to: '/collections/payment-link' })}
        />
      ) : null}
    </>
  );
}
