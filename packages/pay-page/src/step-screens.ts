/** The steps after checkout starts: the OTP, bank-transfer instructions, the USSD code, "processing". */
import type { CheckoutState } from '@payrail/contract/checkout';
import { ussdBankOfCode } from '@payrail/contract/ussd-banks';
import { type FormEvent, createElement as h, type ReactNode } from 'react';
import { copyable } from './copy-button.ts';
import { amountText, countdownText } from './display.ts';
import type { LinkPageState } from './pay-state.ts';
import { alert, field, hidden, rows, submitButton } from './ui.ts';

export type StepProps = {
  s: LinkPageState;
  c: CheckoutState;
  now: number;
  busy: boolean;
  onSubmit?: ((e: FormEvent) => void) | undefined;
};

const statusUrl = (s: LinkPageState, c: CheckoutState) =>
  `${s.pageUrl}?checkout=${encodeURIComponent(c.reference)}`;

export function otpStep({ s, c, busy, onSubmit }: StepProps): ReactNode {
  return h(
    'section',
    { 'aria-labelledby': 'step-title' },
    h('h2', { id: 'step-title', tabIndex: -1 }, 'Enter your OTP'),
    h('p', null, c.otp?.hint ?? 'Enter the code sent to you'),
    h(
      'form',
      { method: 'post', action: s.pageUrl, onSubmit, noValidate: true },
      hidden('step', 'otp'),
      hidden('reference', c.reference),
      // Without JavaScript what was typed travels on, so a decline's "Try again" can refill it.
      Object.entries(s.values).map(([k, v]) => hidden(k, v)),
      alert(s.formError),
      field({
        name: 'otp',
        label: 'One-time code',
        errors: s.errors,
        autoComplete: 'one-time-code',
        inputMode: 'numeric',
        required: true,
        maxLength: 8,
      }),
      c.otp
        ? h(
            'p',
            { className: 'hint' },
            `${c.otp.attemptsLeft} attempt${c.otp.attemptsLeft === 1 ? '' : 's'} left`,
          )
        : null,
      submitButton('Confirm payment', busy),
    ),
  );
}

function simulator({ s, c, busy, onSubmit }: StepProps, transfer: boolean): ReactNode {
  if (!s.view.sandbox) return null;
  const button = (value: string, label: string) =>
    h(
      'button',
      { type: 'submit', name: 'simulate', value, className: 'secondary', disabled: busy, key: value },
      label,
    );
  return h(
    'form',
    { method: 'post', action: s.pageUrl, className: 'sandbox', onSubmit, 'aria-label': 'Sandbox simulator' },
    h('p', { className: 'sandbox-tag' }, 'Sandbox only — no real money'),
    hidden('step', 'simulate'),
    hidden('reference', c.reference),
    transfer
      ? [
          button('exact', 'Simulate exact transfer'),
          button('under', 'Simulate underpayment'),
          button('over', 'Simulate overpayment'),
        ]
      : button('exact', 'Simulate USSD payment'),
  );
}

function waiting(
  p: StepProps,
  title: string,
  body: ReactNode,
  expiresAt: string,
  transfer: boolean,
): ReactNode {
  return h(
    'section',
    { 'aria-labelledby': 'step-title' },
    h('h2', { id: 'step-title', tabIndex: -1 }, title),
    body,
    h(
      'p',
      { className: 'countdown' },
      'Time left: ',
      h('span', { role: 'timer', 'aria-live': 'off' }, countdownText(expiresAt, p.now)),
    ),
    alert(p.s.formError),
    h(
      'p',
      { className: 'status-line', 'aria-live': 'polite' },
      'Waiting for your payment. This page updates when it arrives.',
    ),
    h('a', { className: 'button secondary', href: statusUrl(p.s, p.c) }, 'I have paid — check status'),
    simulator(p, transfer),
  );
}

export function transferStep(p: StepProps): ReactNode {
  const t = p.c.transfer!;
  const body = rows([
    // The amount is copied as a bank app takes it: digits and a decimal point, no symbol or commas.
    [
      'Amount',
      copyable(h('strong', null, amountText(t.amount, p.c.currency)), (t.amount / 100).toFixed(2), 'amount'),
    ],
    ['Bank', t.bankName],
    [
      'Account number',
      copyable(h('strong', { className: 'mono' }, t.accountNumber), t.accountNumber, 'account number'),
    ],
    ['Account name', t.accountName],
  ]);
  return waiting(
    p,
    'Transfer to this account',
    [h('p', { key: 'p' }, 'Send exactly this amount from your bank app.'), h('div', { key: 'r' }, body)],
    t.expiresAt,
    true,
  );
}

export function ussdStep(p: StepProps): ReactNode {
  const u = p.c.ussd!;
  const bank = ussdBankOfCode(u.code);
  const account = bank ? `your ${bank.name} account` : 'your bank account';
  const body = [
    h(
      'p',
      { key: 'p' },
      `Dial this code on the phone linked to ${account} to pay ${amountText(p.c.total, p.c.currency)}:`,
    ),
    h('p', { key: 'c', className: 'code mono' }, u.code),
  ];
  return waiting(p, 'Pay with USSD', body, u.expiresAt, false);
}

export function processingStep(p: StepProps): ReactNode {
  return h(
    'section',
    { 'aria-labelledby': 'step-title' },
    h('h2', { id: 'step-title', tabIndex: -1 }, 'Payment is being processed'),
    h(
      'p',
      { className: 'status-line' },
      h('span', { className: 'spinner', 'aria-hidden': true }),
      ' Please wait.',
    ),
    h('a', { className: 'button secondary', href: statusUrl(p.s, p.c) }, 'Check status'),
  );
}
