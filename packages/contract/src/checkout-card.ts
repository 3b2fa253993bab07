/**
 * The card a customer types on the pay page: the number (grouped or pasted as they like), the
 * expiry in any of its usual forms, the security code of the card's brand; and the sandbox's test
 * cards. The format rules themselves are zod-free in card-input.ts, for the pay page's bundle.
 */
import { z } from 'zod';
import { brandOf, cardDigits, cvvLength, normalizeExpiry } from './card-input.ts';
import { line } from './text.ts';

/** Luhn's check digit test, on digits only. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The sandbox processor's test cards (docs/SANDBOX.md). Any future expiry and any CVV work. */
export const SANDBOX_TEST_CARDS = [
  { number: '4084084084084081', brand: 'visa', outcome: 'success' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', reason: 'Card declined by the issuer' },
  { number: '4000000000009995', brand: 'visa', outcome: 'declined', reason: 'Insufficient funds' },
  { number: '5060666666666666666', brand: 'verve', outcome: 'otp_required', otp: '123456' },
  { number: '4000000000000069', brand: 'visa', outcome: 'declined', reason: 'Expired card' },
] as const;
export const SANDBOX_OTP = '123456';

/** Spaces, dashes or dots between the digits (a grouped or pasted number) are dropped before the checks. */
const cardNumber = line()
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, 'Enter the card number')
      .refine(luhnValid, 'This card number is not valid'),
  );

/** `1230`, `12/30` and `12 / 30` are all read as `12/30`. */
const cardExpiry = line()
  .transform(normalizeExpiry)
  .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY'));

export const CardInput = z
  .object({
    number: cardNumber,
    expiry: cardExpiry,
    cvv: line()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  })
  .superRefine((card, ctx) => {
    // American Express has 4 digits on the front, the others 3 on the back.
    const length = cvvLength(brandOf(card.number));
    if (card.cvv.length !== length)
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: `Enter the ${length} digit security code` });
  })
  .meta({ id: 'CardInput' });
export type CardInput = z.infer<typeof CardInput>;
