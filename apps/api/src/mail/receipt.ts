/**
 * The payer's receipt: sent to the customer's address after every payment that kept money, in
 * full ("Your payment to …") or short (`underpaid`: "Part payment to …", with what arrived of what
 * was due and what is still owed). Amounts arrive formatted; the time is shown in Africa/Lagos.
 */

import { customerMail, type MailBrand } from './customer-mail.ts';
import { oneLine } from './mail-text.ts';
import type { Mail } from './mailer.ts';

export type ReceiptFacts = {
  merchantName: string;
  linkName: string;
  customerName: string;
  reference: string;
  /** What was kept ("₦25,000.00"). */
  amount: string;
  /** When paid, already in Lagos time ("25 Nov 2026, 20:47 WAT"). */
  paidAt: string;
  /** "Card •••• 4081", "Bank transfer", "USSD". */
  channel: string;
  /** A part payment: the total that was due and what is still owed. */
  short?: { due: string; owed: string } | undefined;
};

const LAGOS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "25 Nov 2026, 21:47 WAT": Lagos has one offset all year (UTC+1, West Africa Time). */
export function lagosTime(d: Date): string {
  const p = Object.fromEntries(LAGOS.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} WAT`;
}

export function paymentReceipt(to: string, facts: ReceiptFacts, brand: MailBrand): Mail {
  // Names are the merchant's and the payer's text: one line each wherever they are quoted.
  const f = {
    ...facts,
    merchantName: oneLine(facts.merchantName),
    linkName: oneLine(facts.linkName),
    customerName: oneLine(facts.customerName),
  };
  const rows = [
    `Amount${f.short ? ' received' : ''}: ${f.amount}`,
    ...(f.short ? [`Amount due: ${f.short.due}`] : []),
    `Paid to: ${f.merchantName}`,
    `For: ${f.linkName}`,
    `Reference: ${f.reference}`,
    `Date: ${f.paidAt}`,
    `Paid with: ${f.channel}`,
  ];
  const said = f.short
    ? [
        `You sent ${f.amount} of ${f.short.due} to ${f.merchantName} for "${f.linkName}". ${f.merchantName} has accepted it as a part payment, so it is not a full payment.`,
        `Contact ${f.merchantName} about the ${f.short.owed} still due.`,
      ]
    : [`Your payment of ${f.amount} to ${f.merchantName} for "${f.linkName}" was successful.`];
  return customerMail(
    to,
    f.short
      ? `Part payment to ${f.merchantName}: ${f.amount} of ${f.short.due}`
      : `Your receipt from ${f.merchantName}: ${f.amount}`,
    {
      paragraphs: [
        `Hello ${f.customerName},`,
        ...said,
        rows.join('\n'),
        `Keep this email as your receipt. Questions about what you paid for go to ${f.merchantName}; quote the reference.`,
      ],
    },
    brand,
  );
}
