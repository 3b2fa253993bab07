/**
 * How to reach the team (email, phone, hours in Africa/Lagos time) and the quick links: the API
 * reference and, in sandbox mode, the sandbox's test cards. All from GET merchant/support/contact,
 * so the page shows what the server is configured with and the cards the processor charges by.
 */
import type { SupportContact } from '@payrail/contract/support';
import { Clock, ExternalLink, Mail, Phone } from 'lucide-react';
import { DetailSection } from '#components/detail-page.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useSupportContact } from '../api/get-support-contact';
import { TestCards } from './test-cards';

function Channels({ contact }: { contact: SupportContact }) {
  const { hours } = contact;
  return (
    <ul className="space-y-3 text-sm text-slate-700">
      <li className="flex items-start gap-2">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="min-w-0 break-words">
          Email{' '}
          <a href={`mailto:${contact.email}`} className="font-medium text-brand-700 hover:underline">
            {contact.email}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Phone{' '}
          <a
            href={`tel:${contact.phone.replace(/\s/g, '')}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {contact.phone}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          {hours.days}, {hours.opens}–{hours.closes} ({hours.timeZone.replace('_', ' ')} time, WAT)
        </span>
      </li>
    </ul>
  );
}

export function ContactChannels() {
  const contact = useSupportContact();
  if (contact.status === 'pending')
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner label="Loading the support channels" />
      </div>
    );
  if (contact.status === 'error')
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{contact.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void contact.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const data = contact.data;
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <DetailSection title="Contact channels">
        <Channels contact={data} />
      </DetailSection>
      <DetailSection title="Quick links">
        <ul className="space-y-3 text-sm">
          <li>
            <a
              href="/api/docs"
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              API reference
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
            <p className="text-slate-600">Every endpoint, its fields and its error codes.</p>
          </li>
          {data.sandbox ? (
            <li>
              <a href="#test-cards" className="font-medium text-brand-700 hover:underline">
                Sandbox test cards
              </a>
              <p className="text-slate-600">
                Card numbers that approve, decline or ask for an OTP in the sandbox.
              </p>
            </li>
          ) : null}
        </ul>
      </DetailSection>
      {data.sandbox ? <TestCards cards={data.testCards} /> : null}
    </div>
  );
}
