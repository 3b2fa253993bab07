/**
 * Money: integer minor units (kobo, cents) as bigint, always with a currency. This module is the
 * only place that does money arithmetic; nothing here ever touches a float.
 */

/** ISO 4217 minor-unit exponents of the currencies the platform settles. */
export const CURRENCIES = {
  NGN: { exponent: 2, symbol: '₦', name: 'Nigerian naira' },
  USD: { exponent: 2, symbol: '$', name: 'US dollar' },
  GBP: { exponent: 2, symbol: '£', name: 'Pound sterling' },
  EUR: { exponent: 2, symbol: '€', name: 'Euro' },
  GHS: { exponent: 2, symbol: 'GH₵', name: 'Ghanaian cedi' },
  KES: { exponent: 2, symbol: 'KSh', name: 'Kenyan shilling' },
  ZAR: { exponent: 2, symbol: 'R', name: 'South African rand' },
  XOF: { exponent: 0, symbol: 'CFA', name: 'West African CFA franc' },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const isCurrency = (c: string): c is Currency => Object.hasOwn(CURRENCIES, c);

export type Money = { readonly amount: bigint; readonly currency: Currency };
export const money = (amount: bigint, currency: Currency): Money => ({ amount, currency });

export class CurrencyMismatchError extends Error {}
function same(a: Money, b: Money) {
  if (a.currency !== b.currency)
    throw new CurrencyMismatchError(`${a.currency} and ${b.currency} cannot be combined`);
}
export function add(a: Money, b: Money): Money {
  same(a, b);
  return money(a.amount + b.amount, a.currency);
}
export function subtract(a: Money, b: Money): Money {
  same(a, b);
  return money(a.amount - b.amount, a.currency);
}

export type Rounding = 'up' | 'down' | 'half-even';

/** n / d rounded as asked, for d > 0. `up` and `down` are away from / toward zero. */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const away = n < 0n ? q - 1n : q + 1n;
  if (rounding === 'down') return q;
  if (rounding === 'up') return away;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice > d) return away;
  if (twice < d) return q;
  return q % 2n === 0n ? q : away;
}

/** Parses an amount typed by a person ("1,250.50") into minor units; undefined when it is not one. */
export function parseMajor(text: string, currency: Currency): bigint | undefined {
  const exponent = CURRENCIES[currency].exponent;
  const cleaned = text.trim().replace(/[,\s_]/g, '');
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  if (frac.length > exponent) return undefined;
  const minor = BigInt(m[2]!) * 10n ** BigInt(exponent) + BigInt(frac.padEnd(exponent, '0') || '0');
  return m[1] ? -minor : minor;
}

/** Minor units as an exact decimal string: 123456n NGN → "1234.56". */
export function toDecimal(amount: bigint, currency: Currency): string {
  const exponent = CURRENCIES[currency].exponent;
  const neg = amount < 0n;
  const digits = (neg ? -amount : amount).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const frac = exponent ? `.${digits.slice(-exponent)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

// Building an Intl.NumberFormat is costly (a payment formats several amounts): one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, nf);
  }
  return nf;
}

/** For people: "₦1,234.56". Intl formats the exact decimal string, so no float is involved. */
export function format(m: Money, locale = 'en-NG'): string {
  const nf = formatter(locale, m.currency);
  return nf.format(toDecimal(m.amount, m.currency) as unknown as number);
}

/**
 * The smallest charge the platform takes, per currency, in minor units (issue 10: an open-amount
 * link took 1-kobo cards, which is how stolen cards are tested). About a dollar everywhere: no real
 * purchase is smaller, and it is in the range card processors themselves set as their minimums.
 * NGN ₦100, USD $1, GBP £1, EUR €1, GHS GH₵10, KES KSh100, ZAR R10, XOF CFA 500.
 */
export const MINIMUM_CHARGE: Readonly<Record<Currency, bigint>> = {
  NGN: 10_000n,
  USD: 100n,
  GBP: 100n,
  EUR: 100n,
  GHS: 1_000n,
  KES: 10_000n,
  ZAR: 1_000n,
  XOF: 500n,
};

/** The lowest amount a customer may be charged: the link's own minimum when higher than the platform's. */
export function lowestCharge(currency: Currency, linkMinimum: bigint | null = null): bigint {
  const platform = MINIMUM_CHARGE[currency];
  return linkMinimum !== null && linkMinimum > platform ? linkMinimum : platform;
}

/** The field error for an amount below `minimum` ("The minimum is ₦100.00"). */
export const minimumMessage = (currency: Currency, minimum: bigint = MINIMUM_CHARGE[currency]) =>
  `The minimum is ${format(money(minimum, currency))}`;

/**
 * Splits `total` in proportion to `weights` so the parts always add back up to `total` exactly:
 * each part is rounded down, and the remaining units go to the largest remainders.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (!weights.length || sum <= 0n || weights.some((w) => w < 0n))
    throw new RangeError('weights must be non-negative with a positive sum');
  const sign = total < 0n ? -1n : 1n;
  const abs = total * sign;
  const parts = weights.map((w) => (abs * w) / sum);
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rem: (abs * w) % sum }))
    .sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = parts[i]! + 1n;
    left -= 1n;
  }
  return parts.map((p) => p * sign);
}

/** A fee schedule: a percentage in basis points, plus a flat part, with an optional cap. */
export type Pricing = {
  /** 150 = 1.5 % */
  percentBps: bigint;
  flat: bigint;
  cap: bigint | null;
  /** The flat part is waived below this amount (e.g. ₦2,500), as local processors do. */
  flatWaivedBelow: bigint | null;
};

/** The fee on a positive amount: percentage rounded up (the provider's favour), plus flat, capped. */
export function computeFee(amount: bigint, p: Pricing): bigint {
  if (amount <= 0n) return 0n;
  const percent = divide(amount * p.percentBps, 10_000n, 'up');
  const flat = p.flatWaivedBelow !== null && amount < p.flatWaivedBelow ? 0n : p.flat;
  const fee = percent + flat;
  return p.cap !== null && fee > p.cap ? p.cap : fee;
}

/** A rate as an exact fraction: "1530.25" → 153025/100. */
export type Rate = { num: bigint; den: bigint };
export function parseRate(text: string): Rate {
  const m = /^(\d+)(?:\.(\d{1,12}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a rate: ${text}`);
  const frac = m[2] ?? '';
  const rate = { num: BigInt(m[1]! + frac), den: 10n ** BigInt(frac.length) };
  if (rate.num === 0n) throw new RangeError('a rate must be above zero');
  return rate;
}

/**
 * Converts `amount` (in `from`'s minor units) at `rate` units of `to` per unit of `from`, less a
 * spread in basis points, rounded down: the customer never receives a fraction the provider lacks.
 */
export function convert(amount: Money, to: Currency, rate: Rate, spreadBps: bigint): Money {
  if (spreadBps < 0n || spreadBps >= 10_000n) throw new RangeError('spread must be 0–9999 basis points');
  const expFrom = BigInt(CURRENCIES[amount.currency].exponent);
  const expTo = BigInt(CURRENCIES[to].exponent);
  const n = amount.amount * rate.num * 10n ** expTo * (10_000n - spreadBps);
  const d = rate.den * 10n ** expFrom * 10_000n;
  return money(divide(n, d, 'down'), to);
}

/** Pay-in pricing a merchant has unless the provider agreed other terms with them. */
export const DEFAULT_PAY_IN_PRICING: Readonly<Record<'NGN' | 'USD', Pricing>> = {
  /** 1.5 % + ₦100, the ₦100 waived under ₦2,500, capped at ₦2,000. */
  NGN: { percentBps: 150n, flat: 10_000n, cap: 200_000n, flatWaivedBelow: 250_000n },
  /** 3.9 % + $0.50, no cap. */
  USD: { percentBps: 390n, flat: 50n, cap: null, flatWaivedBelow: null },
};

/**
 * What a customer is asked to pay for a price. The fee is computed on the price; when the customer
 * bears it, it is added on top, otherwise the merchant receives the price less the fee.
 */
export type ChargeQuote = { amount: bigint; fee: bigint; total: bigint; bearer: 'merchant' | 'customer' };
export function quoteCharge(amount: bigint, pricing: Pricing, bearer: 'merchant' | 'customer'): ChargeQuote {
  if (amount <= 0n) throw new RangeError('a charge must be above zero');
  const fee = computeFee(amount, pricing);
  // When the merchant bears a fee larger than the price (a tiny amount), they receive nothing, never less.
  const capped = bearer === 'merchant' && fee > amount ? amount : fee;
  return { amount, fee: capped, total: bearer === 'customer' ? amount + capped : amount, bearer };
}

/**
 * What happens to `received` minor units that arrive for a quote (a card always brings the total;
 * a bank transfer may bring more or less). `wrongAmountBearer`:
 * - 'merchant' accepts what arrives: a short payment settles as paid for what was received, an
 *   excess is credited to the merchant, up to `keepAtMost` (the merchant's per-payment limit: one
 *   transfer never keeps more than the merchant may accept in one payment; the rest goes back);
 * - 'customer' refuses a short payment (all of it goes back) and returns any excess.
 * The fee is the one quoted, never more than what was kept. Always: paid + refund = received,
 * fee + net = paid, and nothing is negative, so the merchant never gets more than was paid.
 */
export type Settlement = {
  outcome: 'paid' | 'refused';
  paid: bigint;
  fee: bigint;
  net: bigint;
  refund: bigint;
};
export function settleReceived(
  quote: ChargeQuote,
  received: bigint,
  wrongAmountBearer: 'merchant' | 'customer',
  keepAtMost?: bigint,
): Settlement {
  if (received <= 0n) throw new RangeError('nothing was received');
  const refused = { outcome: 'refused' as const, paid: 0n, fee: 0n, net: 0n, refund: received };
  let paid = received;
  if (received < quote.total && wrongAmountBearer === 'customer') return refused;
  if (received > quote.total && wrongAmountBearer === 'customer') paid = quote.total;
  // The total itself is always kept: the limit was checked against it when the checkout opened.
  if (keepAtMost !== undefined && paid > quote.total) {
    const ceiling = keepAtMost < quote.total ? quote.total : keepAtMost;
    if (paid > ceiling) paid = ceiling;
  }
  let fee = quote.fee;
  if (fee > paid) fee = paid;
  return { outcome: 'paid', paid, fee, net: paid - fee, refund: received - paid };
}
