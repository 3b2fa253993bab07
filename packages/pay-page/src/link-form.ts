/**
 * The payment form: a real `<form method="post">` to the page's own URL, so it works without
 * JavaScript; the hydrated page intercepts the submit and sends JSON instead. Card fields show
 * only while "Card" is chosen (CSS :has, no script); they are never echoed back after an error.
 */
import { type FormEvent, createElement as h, type ReactNode } from 'react';
import { cardFields, formatCardInput } from './card-fields.ts';
import { amountText } from './display.ts';
import { chosenCharge, lowestAmount } from './form-values.ts';
import type { LinkPageState } from './pay-state.ts';
import { alert, field, hidden, submitButton } from './ui.ts';
import { ussdBankField } from './ussd-bank-field.ts';

export const CHANNEL_LABELS: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};
const FIELD_TYPES = {
  text: { type: 'text', inputMode: 'text' },
  number: { type: 'text', inputMode: 'decimal' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
} as const;

/** "Pay ₦2,500.00": the fixed total, or the chosen amount once it is one the API would take. */
export function payTotal(s: LinkPageState): number | null {
  return s.view.total ?? chosenCharge(s.view, s.values.amount)?.total ?? null;
}

function payLabel(s: LinkPageState): string {
  const total = payTotal(s);
  return total !== null ? `Pay ${amountText(total, s.view.currency)}` : 'Pay';
}

function channelChoice(s: LinkPageState): ReactNode {
  const chosen =
    s.values.channel && s.view.channels.includes(s.values.channel as never)
      ? s.values.channel
      : s.view.channels[0];
  const error = s.errors.channel?.[0];
  return h(
    'fieldset',
    { className: 'channels', 'aria-describedby': error ? 'f-channel-error' : undefined },
    h('legend', null, 'Pay with'),
    s.view.channels.map((c) =>
      h(
        'label',
        { key: c, className: 'choice' },
        h('input', { type: 'radio', name: 'channel', value: c, defaultChecked: c === chosen }),
        h('span', null, CHANNEL_LABELS[c] ?? c),
      ),
    ),
    error ? h('p', { className: 'error', id: 'f-channel-error' }, error) : null,
  );
}

export function linkForm(
  s: LinkPageState,
  busy: boolean,
  onSubmit?: (e: FormEvent) => void,
  onInput?: (e: FormEvent<HTMLFormElement>) => void,
): ReactNode {
  const { view, values: v, errors: e } = s;
  const symbol = view.currency === 'NGN' ? '₦' : '$';
  return h(
    'form',
    {
      method: 'post',
      action: s.pageUrl,
      className: 'pay-form',
      onSubmit,
      onInput: onInput ?? formatCardInput,
      // The page's own checks, not the browser's bubbles (which vanish and cannot be zoomed): the
      // server's answer or the hydrated page's names each problem beside its field. Also the same
      // markup on both sides, as hydration does not patch an attribute that differs.
      noValidate: true,
    },
    hidden('step', 'start'),
    hidden('idempotencyKey', s.idempotencyKey),
    alert(s.formError),
    view.amountType === 'customer'
      ? field({
          name: 'amount',
          label: `Amount (${view.currency})`,
          errors: e,
          value: v.amount,
          inputMode: 'decimal',
          required: true,
          prefix: symbol,
          // The link's own minimum, or the platform's minimum charge when that is higher (or there is none).
          hint: `At least ${amountText(Number(lowestAmount(view)), view.currency)}`,
        })
      : null,
    field({
      name: 'email',
      label: 'Email',
      errors: e,
      value: v.email,
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      required: true,
    }),
    field({
      name: 'name',
      label: 'Full name',
      errors: e,
      value: v.name,
      autoComplete: 'name',
      required: true,
      maxLength: 120,
    }),
    field({
      name: 'phone',
      label: 'Phone',
      errors: e,
      value: v.phone,
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      required: false,
      maxLength: 20,
    }),
    view.customFields.map((f) =>
      field({
        name: `fields.${f.key}`,
        label: f.label,
        errors: e,
        value: v[`fields.${f.key}`],
        required: f.required,
        maxLength: 500,
        ...FIELD_TYPES[f.type],
      }),
    ),
    channelChoice(s),
    cardFields(s),
    ussdBankField(s),
    submitButton(payLabel(s), busy),
  );
}
