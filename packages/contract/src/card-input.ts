/**
 * How a card is typed on the pay page and read by the API: the brand from the first digits, the
 * number's grouping, the expiry's forms (`1230`, `12/30`, `12 / 30` → `12/30`) and the CVV's
 * length by brand. No zod here: the pay bundle imports this file as is.
 */

export type CardBrand = 'visa' | 'mastercard' | 'verve' | 'amex' | 'card';

/** Brand from the first digits (the ranges the processor's card facts use). */
export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(50[67]|6500)/.test(digits)) return 'verve';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** The digits of what was typed or pasted (spaces, dashes and dots go). */
export const cardDigits = (typed: string) => typed.replace(/[\s.-]/g, '');

/** How many digits a brand's numbers have at most. */
export const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);

/** The security code's length: 4 on American Express, 3 on the others. */
export const cvvLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** The number as shown while typed: 4-6-5 for American Express, groups of 4 otherwise (up to 19 digits). */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const brand = brandOf(digits);
  const d = digits.slice(0, maxDigits(brand));
  if (brand === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as shown while typed: digits only, the slash added after the month (a numeric keypad
 * has no "/" key); a single month digit above 1, or one followed by a separator, gets its 0.
 */
export function formatExpiry(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 4);
  const separated = /\d\s*[/\s.-]/.test(typed);
  if (d.length === 1) return d > '1' || (separated && d !== '0') ? `0${d}/` : d;
  if (d.length === 2) return separated ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** `1230`, `12/30`, `12 / 30`, `12-30` → `12/30`; anything else is returned trimmed, for the check to refuse. */
export function normalizeExpiry(typed: string): string {
  const m = /^(\d{2})\s*[/.-]?\s*(\d{2})$/.exec(typed.trim());
  return m ? `${m[1]}/${m[2]}` : typed.trim();
}
