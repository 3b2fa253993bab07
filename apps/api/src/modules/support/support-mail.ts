/**
 * The emails of a ticket: to the support team (a new ticket, a merchant's reply) with the ticket's
 * facts and the merchant, and to the member who filed it (the acknowledgement, support's reply).
 * Plain text with its HTML twin (mail/templates.ts `layout`): the merchant's text is escaped there.
 */
import { SUPPORT_CATEGORY_LABELS, SUPPORT_HOURS, type SupportCategory } from '@payrail/contract/support';
import { layout } from '#mail/templates.ts';

export type TicketFacts = {
  id: string;
  code: string;
  subject: string;
  category: string;
  transactionReference: string | null;
};
export type MerchantFacts = { businessName: string; publicId: string };
export type MemberFacts = { name: string; email: string };

const threadUrl = (appUrl: string, id: string) => `${appUrl}/account/support/${id}`;
const categoryLabel = (c: string) => SUPPORT_CATEGORY_LABELS[c as SupportCategory] ?? c;
const hours = `${SUPPORT_HOURS.days}, ${SUPPORT_HOURS.opens}–${SUPPORT_HOURS.closes} (${SUPPORT_HOURS.timeZone} time)`;

function factsParagraph(t: TicketFacts, m: MerchantFacts, by: MemberFacts): string {
  return [
    `Ticket: ${t.code}`,
    `Merchant: ${m.businessName} (${m.publicId})`,
    `Filed by: ${by.name} <${by.email}>`,
    `Category: ${categoryLabel(t.category)}`,
    `Payment: ${t.transactionReference ?? 'none given'}`,
  ].join('\n');
}

export const supportMail = {
  /** To the support team: a new ticket, and how to answer it. */
  newTicket: (to: string, t: TicketFacts, m: MerchantFacts, by: MemberFacts, message: string) =>
    layout(to, `[${t.code}] ${t.subject}`, [
      `A new support ticket from ${m.businessName}.`,
      factsParagraph(t, m, by),
      `Subject: ${t.subject}`,
      message,
      `Answer it with: npm run ops -- support:reply ${t.code} "…"`,
    ]),
  /** To the support team: the merchant wrote again. */
  merchantReply: (to: string, t: TicketFacts, m: MerchantFacts, by: MemberFacts, message: string) =>
    layout(to, `[${t.code}] Re: ${t.subject}`, [
      `${by.name} of ${m.businessName} replied on ${t.code}.`,
      factsParagraph(t, m, by),
      message,
      `Answer it with: npm run ops -- support:reply ${t.code} "…"`,
    ]),
  /** To the member who filed it: we have it, its code, what happens next. */
  acknowledgement: (appUrl: string, by: MemberFacts, t: TicketFacts) =>
    layout(
      by.email,
      `We received your request ${t.code}`,
      [
        `Hello ${by.name},`,
        `Thank you for contacting Payrail support. Your ticket ${t.code} ("${t.subject}", ${categoryLabel(t.category)}) is open.`,
        `What happens next: our team reads every ticket and answers by email and on the ticket's page, usually within one business day. We work ${hours}. Quote ${t.code} if you write to us about it.`,
      ],
      { label: 'View your ticket', url: threadUrl(appUrl, t.id) },
    ),
  /** To the member who filed it: support answered. */
  supportReply: (appUrl: string, by: MemberFacts, t: TicketFacts, message: string) =>
    layout(
      by.email,
      `Reply to ${t.code}: ${t.subject}`,
      [`Hello ${by.name},`, `Payrail support answered your ticket ${t.code}:`, message],
      { label: 'View and reply', url: threadUrl(appUrl, t.id) },
    ),
  /** To the member who filed it: support closed the ticket. */
  closed: (appUrl: string, by: MemberFacts, t: TicketFacts) =>
    layout(
      by.email,
      `Ticket ${t.code} closed`,
      [
        `Hello ${by.name},`,
        `Payrail support closed your ticket ${t.code} ("${t.subject}"). If something is still wrong, file a new ticket from the support page.`,
      ],
      { label: 'View your ticket', url: threadUrl(appUrl, t.id) },
    ),
};
