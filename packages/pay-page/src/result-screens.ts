/** The ends of the flow: receipt, part payment, failure, an unavailable link, an unknown link. */
import type { CheckoutState, PublicLinkView } from '@payrail/contract/checkout';
import { createElement as h, type MouseEvent, type ReactNode } from 'react';
import { amountText, dateText } from './display.ts';
import { CHANNEL_LABELS } from './link-form.ts';
import { type LinkPageState, UNAVAILABLE_TEXT } from './pay-state.ts';
import { hidden, rows } from './ui.ts';

export function receipt(c: CheckoutState): ReactNode {
  const r = c.receipt!;
  const items: [string, ReactNode][] = [
    ['Amount', h('strong', null, amountText(r.amount, r.currency))],
    ['Merchant', r.merchantName],
    ['Reference', h('span', { className: 'mono' }, r.reference)],
    ['Date', dateText(r.paidAt)],
  ];
  if (r.last4) items.push(['Card', `•••• ${r.last4}`]);
  if (c.amountRefunded > 0) items.push(['Returned to you', amountText(c.amountRefunded, c.currency)]);
  return h(
    'section',
    { className: 'result ok', 'aria-labelledby': 'result-title', 'aria-live': 'polite' },
    h('div', { className: 'badge', 'aria-hidden': true }, '✓'),
    h('h2', { id: 'result-title', tabIndex: -1 }, 'Payment successful'),
    rows(items),
    c.redirectUrl ? h('a', { className: 'button primary', href: c.redirectUrl }, 'Continue') : null,
  );
}

/**
 * A bank transfer short of the total that the merchant accepts (status `underpaid`): the money was
 * kept, but it is not a successful payment, so the page says what arrived of what was due.
 */
export function partPayment(c: CheckoutState): ReactNode {
  const r = c.receipt!;
  const sent = amountText(c.amountPaid, c.currency);
  const due = amountText(c.total, c.currency);
  return h(
    'section',
    { className: 'result part', 'aria-labelledby': 'result-title', 'aria-live': 'polite' },
    h('div', { className: 'badge', 'aria-hidden': true }, '!'),
    h('h2', { id: 'result-title', tabIndex: -1 }, 'Part payment received'),
    h('p', null, `You sent ${sent} of ${due}. ${r.merchantName} has accepted it as a part payment.`),
    h(
      'p',
      null,
      `Contact ${r.merchantName} about the ${amountText(c.total - c.amountPaid, c.currency)} still due.`,
    ),
    rows([
      ['Sent', h('strong', null, sent)],
      ['Due', due],
      ['Merchant', r.merchantName],
      ['Reference', h('span', { className: 'mono' }, r.reference)],
      ['Date', dateText(r.paidAt)],
    ]),
    c.redirectUrl ? h('a', { className: 'button primary', href: c.redirectUrl }, 'Continue') : null,
  );
}

/**
 * A bank transfer that was sent back (short of the total under a merchant who takes only the full
 * amount, or too late for its account): not a payment, and not a decline either. It says what was
 * sent of what was due (the API's reason) and that the money is on its way back, never "successful".
 */
export function returnedTransfer(
  s: LinkPageState,
  c: CheckoutState,
  onRetry?: (e: MouseEvent) => void,
): ReactNode {
  const back = amountText(c.amountRefunded, c.currency);
  const reason = c.failureReason ?? '';
  return h(
    'section',
    { className: 'result bad', 'aria-labelledby': 'result-title', 'aria-live': 'assertive' },
    h('div', { className: 'badge', 'aria-hidden': true }, '!'),
    h('h2', { id: 'result-title', tabIndex: -1 }, 'Your transfer is being returned'),
    reason ? h('p', null, reason) : null,
    reason.includes('being returned')
      ? null
      : h('p', null, `Your ${back} is being returned to the account it came from.`),
    rows([
      ['Returned to you', h('strong', null, back)],
      ['Due', amountText(c.total, c.currency)],
      ['Reference', h('span', { className: 'mono' }, c.reference)],
    ]),
    s.view.available
      ? h(
          'a',
          { className: 'button primary', href: s.pageUrl, onClick: onRetry },
          `Pay ${amountText(c.total, c.currency)} again`,
        )
      : null,
  );
}

const INSTEAD: Record<string, string> = {
  card: 'Pay with a card instead',
  bank_transfer: 'Pay by bank transfer instead',
  ussd: 'Pay with USSD instead',
};

/**
 * After a decline: "Try again" (the form comes back with what was typed, card data aside), the
 * other ways to pay, and a way back to the merchant (the link's redirect URL, else the link page).
 * Without JavaScript the buttons post the typed values back (hidden fields: never in the URL) and
 * the server renders the form with them (step=retry); the hydrated page does the same in place.
 */
export function failure(
  s: LinkPageState,
  c: CheckoutState,
  onRetry?: (e: MouseEvent, channel?: string) => void,
): ReactNode {
  const others = s.view.channels.filter((ch) => ch !== c.channel);
  const retry = (ch: string, label: string, className: string) =>
    h(
      'button',
      {
        type: 'submit',
        name: 'channel',
        value: ch,
        key: ch,
        className,
        onClick: onRetry ? (e: MouseEvent) => onRetry(e, ch) : undefined,
      },
      label,
    );
  return h(
    'section',
    { className: 'result bad', 'aria-labelledby': 'result-title', 'aria-live': 'assertive' },
    h('div', { className: 'badge', 'aria-hidden': true }, '!'),
    h('h2', { id: 'result-title', tabIndex: -1 }, 'Payment failed'),
    h('p', null, c.failureReason ?? 'The payment could not be completed.'),
    c.amountRefunded > 0
      ? h('p', null, `${amountText(c.amountRefunded, c.currency)} has been returned to you.`)
      : null,
    s.view.available
      ? h(
          'form',
          { method: 'post', action: s.pageUrl },
          hidden('step', 'retry'),
          Object.entries(s.values).map(([k, v]) => (k === 'channel' ? null : hidden(k, v))),
          retry(c.channel, 'Try again', 'primary'),
          others.map((ch) =>
            retry(ch, INSTEAD[ch] ?? `Pay with ${CHANNEL_LABELS[ch] ?? ch} instead`, 'secondary'),
          ),
        )
      : null,
    h('a', { className: 'back', href: s.view.redirectUrl ?? s.pageUrl }, `Back to ${s.view.merchantName}`),
  );
}

export function unavailable(view: PublicLinkView): ReactNode {
  return h(
    'section',
    { className: 'result bad', 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title', tabIndex: -1 }, 'This link cannot take payments'),
    h('p', { className: 'unavailable' }, UNAVAILABLE_TEXT[view.unavailableReason ?? 'inactive']),
    h('p', null, `Contact ${view.merchantName} for another way to pay.`),
  );
}

export function notFound(message: string): ReactNode {
  return h(
    'section',
    { className: 'result bad', 'aria-labelledby': 'result-title' },
    h('h1', { id: 'result-title' }, 'Payment link not found'),
    h('p', null, message),
  );
}
