/**
 * Support (spec 001 §2: /account/support, support:read; issue 16). The spec names the route and
 * its permission only; the calls below are ours (docs/SUPPORT.md):
 *
 * - GET merchant/support/contact: the channels (email, phone, hours in Africa/Lagos time) and, in
 *   sandbox mode, the sandbox processor's test cards (SANDBOX_TEST_CARDS, the one list the
 *   processor charges by).
 * - GET merchant/support/tickets?page=: the merchant's tickets, newest first, with their status.
 * - POST merchant/support/tickets: file one (subject, category, message, optional payment
 *   reference). No attachment: a payment reference says more than a screenshot, and the ticket
 *   stays plain text end to end (emails included).
 * - GET merchant/support/tickets/{id}: one ticket with its thread.
 * - POST merchant/support/tickets/{id}/reply and …/close.
 *
 * Tickets are the merchant's: members with support:read see all of them, except members limited to
 * sub-accounts, who see only the tickets they filed (a ticket may describe the primary account's
 * money). Ids in URLs are uuids; the short code (SUP-7K3Q9X) is what emails and staff quote.
 * Status: open (filed, or the merchant wrote last) → answered (support wrote last) → closed.
 */
import { z } from 'zod';
import { SANDBOX_TEST_CARDS } from './checkout-card.ts';
import { defineEndpoint, needs } from './endpoint.ts';
import { PageQuery } from './payments.ts';
import { freeText, line } from './text.ts';

export const SUPPORT_CATEGORIES = [
  'payments',
  'payouts',
  'settlement',
  'chargebacks',
  'api-and-webhooks',
  'account-and-kyb',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  payments: 'Payments',
  payouts: 'Payouts',
  settlement: 'Settlement',
  chargebacks: 'Chargebacks',
  'api-and-webhooks': 'API and webhooks',
  'account-and-kyb': 'Account and KYB',
  other: 'Other',
};

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_TICKETS_PER_PAGE = 20;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Filing is limited per merchant: this many tickets an hour (429 past it). */
export const SUPPORT_TICKETS_PER_HOUR = 10;
/** Replies from the merchant, per merchant and hour. */
export const SUPPORT_REPLIES_PER_HOUR = 60;
/** When the team answers (Africa/Lagos time, UTC+1 all year). */
export const SUPPORT_HOURS = {
  days: 'Monday to Friday',
  opens: '08:00',
  closes: '18:00',
  timeZone: 'Africa/Lagos',
} as const;

/** The success toasts (decided: the spec shows none for support). */
export const SupportMessages = {
  filed: 'Ticket submitted successfully',
  replied: 'Reply sent successfully',
  closed: 'Ticket closed successfully',
} as const;

const Subject = line()
  .trim()
  .min(3, 'Enter a subject of at least 3 characters')
  .max(SUPPORT_SUBJECT_MAX, `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`);
const Message = freeText()
  .trim()
  .min(10, 'Tell us what happened, in at least 10 characters')
  .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`);

export const FileTicketRequest = z
  .object({
    subject: Subject,
    category: z.enum(SUPPORT_CATEGORIES, { message: 'Choose a category' }),
    message: Message,
    /** A payment of the merchant's (PRL_…) the ticket is about; empty means none. */
    transactionReference: line()
      .trim()
      .max(40, 'Reference must be at most 40 characters')
      .refine((v) => v === '' || /^PRL_[0-9A-Z]+$/i.test(v), 'Enter a payment reference such as PRL_…')
      .optional(),
  })
  .meta({ id: 'FileTicketRequest' });
export type FileTicketRequest = z.input<typeof FileTicketRequest>;

export const ReplyTicketRequest = z.object({ message: Message }).meta({ id: 'ReplyTicketRequest' });
export type ReplyTicketRequest = z.input<typeof ReplyTicketRequest>;

export const SupportTicket = z
  .object({
    id: z.uuid(),
    /** The short code quoted in emails and by staff: SUP- and six characters. */
    code: z.string(),
    subject: z.string(),
    category: z.enum(SUPPORT_CATEGORIES),
    status: z.enum(SUPPORT_TICKET_STATUSES),
    transactionReference: z.string().nullable(),
    /** Who filed it (a member's name). */
    filedBy: z.string(),
    createdAt: z.string(),
    /** The last message's time. */
    updatedAt: z.string(),
  })
  .meta({ id: 'SupportTicket' });
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportTicketMessage = z
  .object({
    id: z.uuid(),
    /** merchant: a member wrote it; support: Payrail's staff. */
    author: z.enum(['merchant', 'support']),
    authorName: z.string(),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportTicketMessage' });
export type SupportTicketMessage = z.infer<typeof SupportTicketMessage>;

export const SupportTicketDetails = SupportTicket.extend({
  closedAt: z.string().nullable(),
  messages: z.array(SupportTicketMessage),
}).meta({ id: 'SupportTicketDetails' });
export type SupportTicketDetails = z.infer<typeof SupportTicketDetails>;

export const SupportTicketList = z
  .object({
    items: z.array(SupportTicket),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'SupportTicketList' });
export type SupportTicketList = z.infer<typeof SupportTicketList>;

export const SupportTestCard = z.object({
  number: z.string(),
  brand: z.string(),
  outcome: z.enum(['success', 'declined', 'otp_required']),
  /** The decline's reason, or the OTP to enter. */
  detail: z.string().nullable(),
});
export type SupportTestCard = z.infer<typeof SupportTestCard>;

export const SupportContact = z
  .object({
    email: z.string(),
    phone: z.string(),
    hours: z.object({ days: z.string(), opens: z.string(), closes: z.string(), timeZone: z.string() }),
    sandbox: z.boolean(),
    /** The sandbox processor's cards (empty in live mode). Any future expiry, any CVV. */
    testCards: z.array(SupportTestCard),
  })
  .meta({ id: 'SupportContact' });
export type SupportContact = z.infer<typeof SupportContact>;

/** The test cards as the contact answer carries them. */
export const supportTestCards = (): SupportTestCard[] =>
  SANDBOX_TEST_CARDS.map((c) => ({
    number: c.number,
    brand: c.brand,
    outcome: c.outcome,
    detail: 'reason' in c ? c.reason : 'otp' in c ? `OTP ${c.otp}` : null,
  }));

/** An id not shaped like a UUID names nothing: 404, as another merchant's. */
export const SupportTicketParams = z.object({ id: line() });
export const SupportTicketListQuery = PageQuery;
export type SupportTicketListQuery = z.input<typeof SupportTicketListQuery>;

/** GET merchant/support/contact: the channels and, in sandbox mode, the test cards. */
export const getSupportContact = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/support/contact',
  access: needs('support:read'),
  response: SupportContact,
});

/** GET merchant/support/tickets?page=: the merchant's tickets, newest first. */
export const listSupportTickets = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/support/tickets',
  access: needs('support:read'),
  query: SupportTicketListQuery,
  response: SupportTicketList,
});

/** POST merchant/support/tickets: 'Ticket submitted successfully'; emailed to support and the filer. */
export const fileSupportTicket = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/support/tickets',
  access: needs('support:create'),
  body: FileTicketRequest,
  response: SupportTicketDetails,
  status: 201,
  errors: ['RATE_LIMITED'],
});

/** GET merchant/support/tickets/{id}: one ticket and its thread. */
export const showSupportTicket = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/support/tickets/{id}',
  access: needs('support:read'),
  params: SupportTicketParams,
  response: SupportTicketDetails,
});

/** POST merchant/support/tickets/{id}/reply: 'Reply sent successfully'; the ticket is open again. */
export const replySupportTicket = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/support/tickets/{id}/reply',
  access: needs('support:create'),
  params: SupportTicketParams,
  body: ReplyTicketRequest,
  response: SupportTicketDetails,
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

/** POST merchant/support/tickets/{id}/close: 'Ticket closed successfully'. */
export const closeSupportTicket = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/support/tickets/{id}/close',
  access: needs('support:create'),
  params: SupportTicketParams,
  response: SupportTicketDetails,
  errors: ['CONFLICT'],
});
