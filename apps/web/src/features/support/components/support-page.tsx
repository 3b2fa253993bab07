/**
 * /account/support (spec 001 §2, support:read): how to reach the team, quick links (API reference,
 * sandbox test cards), the "Contact support" form and the merchant's tickets, paged in the URL.
 */
import * as support from '@payrail/contract/routes/support';
import { getRouteApi } from '@tanstack/react-router';
import { DetailSection } from '#components/detail-page.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { missingReason } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { ContactChannels } from './contact-channels';
import { TicketForm } from './ticket-form';
import { TicketsList } from './tickets-list';

const route = getRouteApi('/_dashboard/account/support');

export function SupportPage() {
  useDocumentTitle('Support');
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const { meets } = usePermissions();
  const mayFile = meets(support.fileSupportTicket.access);
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Support</h1>
        <p className="mt-1 text-sm text-slate-600">
          Ask the Payrail team about payments, payouts, settlement or your integration.
        </p>
      </div>
      <ContactChannels />
      <DetailSection title="Contact support">
        <TicketForm disabledReason={mayFile ? undefined : missingReason(support.fileSupportTicket.access)} />
      </DetailSection>
      <section aria-labelledby="tickets-title" className="min-w-0 space-y-3">
        <h2 id="tickets-title" className="text-lg font-semibold text-slate-900">
          Your tickets
        </h2>
        <TicketsList
          page={page}
          onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
        />
      </section>
    </div>
  );
}
