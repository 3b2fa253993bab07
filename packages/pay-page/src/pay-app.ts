/**
 * The pay page: one component over `PayState`, rendered to HTML by the API and hydrated by
 * client-entry.ts with the same state. Without `actions` (server, or before hydration) every
 * step is a plain form or link that works without JavaScript.
 */
import type { PublicLinkView } from '@payrail/contract/checkout';
import type { PublicBranding } from '@payrail/contract/white-labelling-public';
import {
  type CSSProperties,
  type FormEvent,
  createElement as h,
  type MouseEvent,
  type ReactNode,
} from 'react';
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

/** The logo's shown box (pay-styles.ts `.logo`): at most 160 by 40 px, never enlarged. */
export const LOGO_BOX = { width: 160, height: 40 } as const;

/** The size the logo is drawn at: its own, scaled down to fit LOGO_BOX with its proportions. */
export function logoDisplaySize(logo: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  return {
    width: Math.max(1, Math.round(logo.width * scale)),
    height: Math.max(1, Math.round(logo.height * scale)),
  };
}

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
  // The merchant's logo (white-labelling): small, its box the size it is shown at, so nothing
  // below it moves when it arrives. A small logo comes inline with the page (a data: URL, no
  // request: render-page.ts). A larger one is asked for once the page is laid out (lazy: Chromium
  // then fetches an image in view after its first layout), at low priority and not preloaded: the
  // page's text (the price, the form) never waits for it, and on a slow network the logo takes
  // only what is left. Without JavaScript browsers load it at once.
  const logoBox = view.branding?.logo ? logoDisplaySize(view.branding.logo) : null;
  const inline = view.branding?.logo?.url.startsWith('data:') ?? false;
  const logo = view.branding?.logo
    ? h('img', {
        className: 'logo',
        src: view.branding.logo.url,
        width: logoBox?.width,
        height: logoBox?.height,
        alt: `${view.merchantName} logo`,
        decoding: 'async',
        ...(inline ? {} : { loading: 'lazy' as const, fetchPriority: 'low' as const }),
      })
    : null;
  return h(
    'header',
    { className: 'head' },
    image,
    logo,
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

/** The white-labelling's colours as the stylesheet's custom properties (pay-styles.ts). */
export function brandStyle(b: PublicBranding | undefined): CSSProperties | undefined {
  if (!b) return undefined;
  return { '--brand': b.button, '--brand-text': b.buttonText, '--accent': b.accent } as CSSProperties;
}

/** The merchant's support contact, when set, above the "Secured by Payrail" line. */
function support(view: PublicLinkView): ReactNode {
  const email = view.branding?.supportEmail;
  const phone = view.branding?.supportPhone;
  if (!email && !phone) return null;
  return h(
    'p',
    null,
    `Questions? Contact ${view.merchantName}: `,
    email ? h('a', { href: `mailto:${email}` }, email) : null,
    email && phone ? ' · ' : null,
    phone ? h('a', { href: `tel:${phone.replace(/[^0-9+]/g, '')}` }, phone) : null,
  );
}

export function PayApp({ state, now, busy, actions }: PayAppProps): ReactNode {
  if (state.kind === 'not_found') return h('main', { className: 'pay' }, notFound(state.message));
  return h(
    'main',
    { className: 'pay', style: brandStyle(state.view.branding) },
    header(state),
    body(state, now, busy, actions),
    h(
      'footer',
      { className: 'foot' },
      support(state.view),
      h('p', null, state.view.sandbox ? 'Sandbox · Secured by Payrail' : 'Secured by Payrail'),
    ),
  );
}
