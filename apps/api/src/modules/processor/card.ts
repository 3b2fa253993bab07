/**
 * What may be kept of a card (brand, BIN, last 4) and the checks that need no acquirer: Luhn (in
 * the contract) and expiry against the clock.
 */

export type CardFacts = { brand: string; bin: string; last4: string };

/** Brand from the first digits (simplified ranges: enough for receipts and the sandbox's cards). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(50[67]|6500)/.test(number)) return 'verve';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

export function cardFacts(number: string): CardFacts {
  return { brand: cardBrand(number), bin: number.slice(0, 6), last4: number.slice(-4) };
}

/** A card is valid through the last day of its expiry month (UTC). `expiry` is MM/YY. */
export function cardExpired(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return true;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return true;
  const year = 2000 + Number(m[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() >= firstDayAfter;
}
