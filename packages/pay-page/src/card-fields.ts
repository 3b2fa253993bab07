/**
 * The card's fields. The number is grouped as typed or pasted (4-4-4-4, 4-6-5 for American
 * Express), the expiry gets its slash on a numeric keypad (`1230` → `12/30`), the CVV's length
 * follows the brand. Without JavaScript the fields take the same text unformatted and the server
 * reads it the same way (form-values.ts, the contract's card-input.ts).
 */
import { brandOf, cardDigits, cvvLength, formatExpiry, groupCardNumber } from '@payrail/contract/card-input';
import { type FormEvent, createElement as h, type ReactNode } from 'react';
import type { LinkPageState } from './pay-state.ts';
import { field } from './ui.ts';

/** Where the caret goes after reformatting: after the same count of digits as before. */
export function caretAt(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++)
    if (/\d/.test(formatted[i]!) && ++seen === digitsBefore) return i + 1;
  return formatted.length;
}

/** The input's parts used here (structural: the API type-checks this file without the DOM's types). */
type TextInput = {
  name: string;
  value: string;
  maxLength: number;
  selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
  form: { elements: { namedItem(name: string): unknown } } | null;
  ownerDocument: { activeElement: unknown };
};

function reformat(input: TextInput, format: (typed: string) => string) {
  const typed = input.value;
  const next = format(typed);
  if (next === typed) return;
  const caret = input.selectionStart ?? typed.length;
  const atEnd = caret >= typed.length;
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  input.value = next;
  const at = atEnd ? next.length : caretAt(next, digitsBefore);
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at);
}

/** The form's input handler (hydrated page): formats the card fields in place, the rest untouched. */
export function formatCardInput(e: FormEvent<HTMLFormElement>) {
  const input = e.target as unknown as TextInput;
  if (input.name === 'card.number') {
    reformat(input, groupCardNumber);
    const cvv = input.form?.elements.namedItem('card.cvv') as TextInput | null | undefined;
    if (cvv) cvv.maxLength = cvvLength(brandOf(cardDigits(input.value)));
  } else if (input.name === 'card.expiry') reformat(input, formatExpiry);
}

export function cardFields(s: LinkPageState): ReactNode {
  if (!s.view.channels.includes('card')) return null;
  const e = s.errors;
  return h(
    'div',
    { className: 'card-fields' },
    field({
      name: 'card.number',
      label: 'Card number',
      errors: e,
      autoComplete: 'cc-number',
      inputMode: 'numeric',
      // 19 digits with their spaces, or a pasted number with dashes.
      maxLength: 23,
      placeholder: '0000 0000 0000 0000',
    }),
    h(
      'div',
      { className: 'pair' },
      field({
        name: 'card.expiry',
        label: 'Expiry',
        errors: e,
        autoComplete: 'cc-exp',
        inputMode: 'numeric',
        // Room for "12 / 30" typed without JavaScript.
        maxLength: 7,
        placeholder: 'MM/YY',
      }),
      field({
        name: 'card.cvv',
        label: 'CVV',
        errors: e,
        type: 'password',
        autoComplete: 'cc-csc',
        inputMode: 'numeric',
        maxLength: 4,
      }),
    ),
    s.view.sandbox
      ? h(
          'p',
          { className: 'sandbox-note' },
          'Sandbox: success 4084 0840 8408 4081 · OTP 5060 6666 6666 6666 666 (code 123456) · declined 4000 0000 0000 0002 · any future expiry, any 3-digit CVV.',
        )
      : null,
  );
}
