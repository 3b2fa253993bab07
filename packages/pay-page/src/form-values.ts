/**
 * The pay form's fields → the JSON body of "start checkout" (contract `StartCheckout`). Shared by
 * the hydrated page (before its fetch) and the API's no-JavaScript POST handler, so both send the
 * same thing. Input names equal the API's error keys (`email`, `fields.<key>`, `card.number`), so a
 * 422 lands on the right field either way. Plain checks only: the API validates with the contract.
 */
import { brandOf, cardDigits, cvvLength, normalizeExpiry } from '@payrail/contract/card-input';
import type { PublicLinkView } from '@payrail/contract/checkout';
import { lowestCharge, minimumMessage, parseMajor, quoteCharge } from '@payrail/contract/money';
import type { FieldErrors } from './pay-state.ts';

export type StartBody = {
  email: string;
  name: string;
  phone?: string;
  amount?: number;
  fields: Record<string, string>;
  channel: string;
  card?: { number: string; expiry: string; cvv: string };
  /** USSD: the customer's bank (contract ussd-banks.ts). */
  ussdBank?: string;
};

/** Fields of the page's forms that are not the customer's input. */
const NOT_INPUT = ['step', 'idempotencyKey', 'reference', 'otp', 'simulate'];

/** Values the page may echo back into the form (never card data, nor the OTP). */
export function echoValues(entries: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(entries))
    if (!k.startsWith('card.') && !NOT_INPUT.includes(k)) out[k] = v.slice(0, 500);
  return out;
}

/** The least a customer may pay on a customer-chosen link: its minimum, at least the platform's (the API's rule). */
export const lowestAmount = (view: PublicLinkView): bigint =>
  lowestCharge(view.currency, view.minAmount == null ? null : BigInt(view.minAmount));

/**
 * What a customer-chosen amount comes to as typed (the API's quote: the fee added when the customer
 * bears it), for the summary and the Pay button; null until the amount is one the API would take.
 */
export function chosenCharge(
  view: PublicLinkView,
  typed: string | undefined,
): { fee: number; total: number } | null {
  if (view.amountType !== 'customer' || !typed) return null;
  const minor = parseMajor(typed.replace(/,/g, ''), view.currency);
  if (minor === undefined || minor < lowestAmount(view) || minor > BigInt(Number.MAX_SAFE_INTEGER))
    return null;
  const p = view.pricing;
  const big = (n: number | null) => (n === null ? null : BigInt(n));
  const pricing = {
    percentBps: BigInt(p.percentBps),
    flat: BigInt(p.flat),
    cap: big(p.cap),
    flatWaivedBelow: big(p.flatWaivedBelow),
  };
  const quote = quoteCharge(minor, pricing, view.chargePayer);
  return { fee: view.chargePayer === 'customer' ? Number(quote.fee) : 0, total: Number(quote.total) };
}

export function toStartBody(
  view: PublicLinkView,
  v: Record<string, string>,
): { body: StartBody; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const get = (k: string) => (v[k] ?? '').trim();
  const body: StartBody = { email: get('email'), name: get('name'), fields: {}, channel: get('channel') };
  if (get('phone')) body.phone = get('phone');
  if (view.amountType === 'customer') {
    const minor = parseMajor(get('amount').replace(/,/g, ''), view.currency);
    if (minor === undefined || minor <= 0n) errors.amount = ['Enter the amount to pay'];
    else if (minor > BigInt(Number.MAX_SAFE_INTEGER)) errors.amount = ['This amount is too large'];
    else if (minor < lowestAmount(view)) errors.amount = [minimumMessage(view.currency, lowestAmount(view))];
    else body.amount = Number(minor);
  }
  for (const f of view.customFields) {
    const value = get(`fields.${f.key}`);
    if (value) body.fields[f.key] = value;
  }
  if (body.channel === 'card') {
    body.card = {
      number: cardDigits(get('card.number')),
      expiry: normalizeExpiry(get('card.expiry')),
      cvv: get('card.cvv'),
    };
  }
  if (body.channel === 'ussd' && get('ussdBank')) body.ussdBank = get('ussdBank');
  return { body, errors };
}

/** Quick checks the browser can make before a round trip. */
export function quickCheck(view: PublicLinkView, body: StartBody): FieldErrors {
  const e: FieldErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) e.email = ['Enter a valid email address'];
  if (!body.name) e.name = ['Name is required'];
  if (body.phone && !/^\+?[0-9 ()-]{7,20}$/.test(body.phone)) e.phone = ['Enter a valid phone number'];
  if (!view.channels.includes(body.channel as never)) e.channel = ['Choose how to pay'];
  for (const f of view.customFields)
    if (f.required && !Object.hasOwn(body.fields, f.key)) e[`fields.${f.key}`] = [`${f.label} is required`];
  // The bank is asked for only where USSD is offered (else the channel itself is the problem).
  if (body.channel === 'ussd' && view.channels.includes('ussd') && !body.ussdBank)
    e.ussdBank = ['Choose your bank'];
  if (body.card) {
    if (!/^\d{12,19}$/.test(body.card.number)) e['card.number'] = ['Enter the card number'];
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(body.card.expiry))
      e['card.expiry'] = ['Enter the expiry date as MM/YY'];
    const cvv = cvvLength(brandOf(body.card.number));
    if (!new RegExp(`^\\d{${cvv}}$`).test(body.card.cvv))
      e['card.cvv'] = [`Enter the ${cvv} digit security code`];
  }
  return e;
}
