/**
 * The checks on a customer's checkout input that depend on the link, the merchant and the clock.
 * Problems come back as field errors (422) keyed like the input: `amount`, `channel`,
 * `fields.<key>`, `card.expiry`.
 */
import type { StartCheckout } from '@payrail/contract/checkout';
import { type Currency, lowestCharge, MINIMUM_CHARGE, minimumMessage } from '@payrail/contract/money';
import type { Channel } from '@payrail/contract/payments';
import { z } from 'zod';
import type { StoredCustomField } from '#db/schema/index.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import type { LinkRow } from '#modules/payment-links/index.ts';
import { cardExpired } from '#modules/processor/index.ts';

export type StartInput = z.output<typeof StartCheckout>;
type Problems = Record<string, string[]>;

const email = z.email();
const checks: Record<StoredCustomField['type'], (v: string) => string | undefined> = {
  text: () => undefined,
  number: (v) => (/^-?\d+(\.\d+)?$/.test(v) ? undefined : 'Enter a number'),
  email: (v) => (email.safeParse(v).success ? undefined : 'Enter a valid email address'),
  phone: (v) => (/^\+?[0-9 ()-]{7,20}$/.test(v) ? undefined : 'Enter a valid phone number'),
};

/**
 * The custom fields' values, trimmed, empty optional ones left out. Values are read as own
 * properties only: a field keyed like one of Object's own names (`constructor`, from before such
 * keys were refused) must read as not filled in, never as the inherited function.
 */
export function checkFields(defs: StoredCustomField[], values: Record<string, string>, problems: Problems) {
  const out: Record<string, string> = {};
  for (const key of Object.keys(values))
    if (!defs.some((d) => d.key === key)) problems[`fields.${key}`] = ['This link has no such field'];
  for (const d of defs) {
    const given = Object.hasOwn(values, d.key) ? values[d.key] : undefined;
    const v = (typeof given === 'string' ? given : '').trim();
    if (!v) {
      if (d.required) problems[`fields.${d.key}`] = [`${d.label} is required`];
      continue;
    }
    const problem = checks[d.type](v);
    if (problem) problems[`fields.${d.key}`] = [problem];
    else out[d.key] = v;
  }
  return out;
}

/**
 * The price: the link's fixed amount, or the customer's (at least the link's minimum and the
 * platform's minimum charge, MINIMUM_CHARGE). A fixed amount below the platform's minimum (a link
 * made before the rule) is refused too: no checkout is ever started for less.
 */
export function resolveAmount(link: LinkRow, amount: number | undefined, problems: Problems): bigint {
  const currency = link.currency as Currency;
  if (link.amountType === 'fixed') {
    if (amount !== undefined && BigInt(amount) !== link.amount)
      problems.amount = [`This link's amount is fixed at ${formatAmount(link.amount!, link.currency)}`];
    else if (link.amount! < MINIMUM_CHARGE[currency]) problems.amount = [minimumMessage(currency)];
    return link.amount!;
  }
  if (amount === undefined) {
    problems.amount = ['Enter the amount to pay'];
    return 0n;
  }
  const lowest = lowestCharge(currency, link.minAmount);
  if (BigInt(amount) < lowest) problems.amount = [minimumMessage(currency, lowest)];
  return BigInt(amount);
}

export function checkChannel(channel: Channel, enabled: readonly Channel[], problems: Problems) {
  if (!enabled.includes(channel)) problems.channel = ['This payment method is not available here'];
}

export function checkCard(input: StartInput, now: Date, problems: Problems) {
  if (input.channel === 'card' && input.card && cardExpired(input.card.expiry, now))
    problems['card.expiry'] = ['This card has expired'];
}
