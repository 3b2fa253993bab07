/**
 * The pay page: one component over `PayState`, rendered to HTML by the API and hydrated by
 * client-entry.ts with the same state. Without `actions` (server, or before hydration) every
 * step is a plain form or link that works without JavaScript.
 */
import { type FormEvent, createElement as h, type MouseEvent, type ReactNode } from 'react';
import { amountText } from './display.ts';
import { chosenCharge } from './form-values.ts';
import { linkForm } from './link-form.ts';
import type { LinkPageState, PayState } from './pay-state.ts';
import { failure, notFound, partPayment, receipt, returnedTransfer, unavailable } from './result-screens.ts';
import { otpStep, processingStep, type StepProps, transferStep, ussdStep } from './step-screens.ts';

export type PayActions = {
  start(e: FormEvent): void;
  otp(e: FormEvent): void;
  simulate(e: FormEvent): void;
  /** Formats the card fields and follows the chosen amount as typed. */
  input(e: FormEvent<HTMLFormElement>): void;
  /** Back to the form after a decline, what was typed kept; `channel` picks another way to pay. */
  retry(e: MouseEvent, channel?: string): void;
};

export type PayAppProps = { state: PayState; now: number; busy: boolean; actions?: PayActions | undefined };

function header(s: LinkPageState): ReactNode {
  const { view } = s;
  // A chosen amount shows once typed (the fee added when the customer bears it), as on the Pay button.
  const chosen = s.checkout ? null : chosenCharge(view, s.values.amount);
  // Once a checkout exists (a step, a decline, a receipt) its total is the amount, chosen or fixed.
  const total = view.total ?? s.checkout?.total ?? chosen?.total ?? null;
  const price =
    total !== null
      ? h(
          'p',
          { className: 'amount', 'aria-live': chosen ? 'polite' : undefined },
          amountText(total, view.currency),
        )
      : h('p', { className: 'amount muted' }, 'Enter the amount to pay');
  // The merchant's image, a fixed-size thumbnail (pay-styles.ts): nothing shifts when it arrives;
  // alt is empty because the heading beside it says what it is.
  const image = view.image
    ? h('img', {
        className: 'link-img',
        src: view.image.url,
        width: view.image.width,
        height: view.image.height,
        alt: '',
        decoding: 'async',
      })
    : null;
  return h(
    'header',
    { className: 'head' },
    image,
    h('p', { className: 'merchant' }, view.merchantName),
    h('h1', null, view.name),
    view.description ? h('p', { className: 'desc' }, view.description) : null,
    price,
    view.fee !== null && view.amount !== null
      ? h(
          'p',
          { className: 'fee' },
          `${amountText(view.amount, view.currency)} + ${amountText(view.fee, view.currency)} fee`,
        )
      : chosen && chosen.fee > 0
        ? h(
            'p',
            { className: 'fee' },
            `${amountText(chosen.total - chosen.fee, view.currency)} + ${amountText(chosen.fee, view.currency)} fee`,
          )
        : null,
  );
}

function body(s: LinkPageState, now: number, busy: boolean, a: PayActions | undefined): ReactNode {
  const c = s.checkout;
  if (!c) return s.view.available ? linkForm(s, busy, a?.start, a?.input) : unavailable(s.view);
  const step: StepProps = { s, c, now, busy, onSubmit: c.status === 'otp_required' ? a?.otp : a?.simulate };
  if (c.status === 'success' && c.receipt) return receipt(c);
  if (c.status === 'underpaid' && c.receipt) return partPayment(c);
  if (c.status === 'failed' && c.channel === 'bank_transfer' && c.amountRefunded > 0)
    return returnedTransfer(s, c, a?.retry);
  if (c.status === 'failed' || c.status === 'success' || c.status === 'underpaid')
    return failure(s, c, a?.retry);
  if (c.status === 'otp_required') return otpStep(step);
  if (c.status === 'awaiting_transfer' && c.transfer) return transferStep(step);
  if (c.ussd && c.status === 'pending') return ussdStep(step);
  return processingStep(step);
}

export function PayApp({ state, now, busy, actions }: PayAppProps): ReactNode {
  if (state.kind === 'not_found') return h('main', { className: 'pay' }, notFound(state.message));
  return h(
    'main',
    { className: 'pay' },
    header(state),
    body(state, now, busy, actions),
    h(
      'footer',
      { className: 'foot' },
      state.view.sandbox ? 'Sandbox · Secured by Payrail' : 'Secured by Payrail',
    ),
  );
}
