/** Support tickets filed through the real endpoint, and the mail they sent. */
import type { Harness } from './harness.ts';
import { mailTo } from './mailbox.ts';

export const TICKETS = '/api/v1/merchant/support/tickets';
export const SUPPORT_INBOX = 'support@payrail.test';

export const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Payout not received',
  category: 'payouts',
  message: 'My payout from Monday has not arrived in my bank account yet.',
  ...overrides,
});

export async function fileTicket(t: Harness, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.post(TICKETS, ticketBody(overrides), { token });
  if (res.status !== 201) throw new Error(`file ticket: ${res.status} ${res.text}`);
  return res.body.responseBody as {
    id: string;
    code: string;
    status: string;
    messages: { author: string; body: string }[];
  };
}

/** The support inbox's messages about one ticket (tests share the inbox). */
export async function inboxAbout(t: Harness, code: string) {
  return (await mailTo(t.db, SUPPORT_INBOX)).filter((m) => m.subject.includes(`[${code}]`));
}
