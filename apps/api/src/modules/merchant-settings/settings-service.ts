/**
 * The merchant's payment settings (charge payer, wrong-transfer bearer, checkout channels) and
 * pay-in pricing. A merchant without a row has the defaults: the merchant bears fees and wrong
 * transfer amounts, every channel is on, and DEFAULT_PAY_IN_PRICING applies. The checkout, the
 * settings endpoints (payment-settings.ts) and the charges endpoints (modules/charges) all read
 * them here, so what the settings show is what the next checkout charges. Pricing rows are
 * written by operators and tests.
 */

import { DEFAULT_PAY_IN_PRICING, type Pricing } from '@payrail/contract/money';
import {
  CHANNELS,
  type Channel,
  type FeeBearer,
  LINK_CURRENCIES,
  type LinkCurrency,
  type WrongTransferBearer,
} from '@payrail/contract/payments';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { merchantSettings, pricing } from '#db/schema/index.ts';

export type CheckoutSettings = {
  chargePayer: FeeBearer;
  wrongTransferBearer: WrongTransferBearer;
  channels: Channel[];
};

export const DEFAULT_SETTINGS: CheckoutSettings = {
  chargePayer: 'merchant',
  wrongTransferBearer: 'merchant',
  channels: [...CHANNELS],
};

export async function checkoutSettings(db: Db | Tx, merchantId: string): Promise<CheckoutSettings> {
  const [row] = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId))
    .limit(1);
  return settingsFrom(row ?? null);
}

/** Settings from their row (read with a join elsewhere), or the defaults when there is none. */
export function settingsFrom(row: typeof merchantSettings.$inferSelect | null): CheckoutSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    chargePayer: row.chargePayer,
    wrongTransferBearer: row.wrongTransferBearer,
    // Kept in the canonical order, whatever order they were saved in.
    channels: CHANNELS.filter((c) => row.checkoutChannels.includes(c)),
  };
}

/** Writes (part of) a merchant's settings, creating the row with defaults for the rest. */
export async function saveCheckoutSettings(
  db: Db | Tx,
  merchantId: string,
  change: Partial<CheckoutSettings>,
): Promise<void> {
  const values = {
    ...(change.chargePayer ? { chargePayer: change.chargePayer } : {}),
    ...(change.wrongTransferBearer ? { wrongTransferBearer: change.wrongTransferBearer } : {}),
    ...(change.channels ? { checkoutChannels: [...change.channels] } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(merchantSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: merchantSettings.merchantId, set: values });
}

/** The pay-in pricing of every link currency, and whether it is the merchant's own (a row). */
export async function merchantPayInPricing(
  db: Db | Tx,
  merchantId: string,
): Promise<{ currency: LinkCurrency; pricing: Pricing; custom: boolean }[]> {
  const rows = await db
    .select()
    .from(pricing)
    .where(and(eq(pricing.merchantId, merchantId), eq(pricing.kind, 'pay_in')));
  return LINK_CURRENCIES.map((currency) => {
    const row = rows.find((r) => r.currency === currency) ?? null;
    return { currency, pricing: pricingFrom(row, currency), custom: row !== null };
  });
}

export async function payInPricing(
  db: Db | Tx,
  merchantId: string,
  currency: 'NGN' | 'USD',
): Promise<Pricing> {
  const [row] = await db
    .select()
    .from(pricing)
    .where(
      and(eq(pricing.merchantId, merchantId), eq(pricing.kind, 'pay_in'), eq(pricing.currency, currency)),
    )
    .limit(1);
  return pricingFrom(row ?? null, currency);
}

/** Pay-in pricing from its row (read with a join elsewhere), or the default for the currency. */
export function pricingFrom(row: typeof pricing.$inferSelect | null, currency: 'NGN' | 'USD'): Pricing {
  if (!row) return DEFAULT_PAY_IN_PRICING[currency];
  return {
    percentBps: BigInt(row.percentBps),
    flat: row.flat,
    cap: row.cap,
    flatWaivedBelow: row.flatWaivedBelow,
  };
}

export async function savePayInPricing(
  db: Db | Tx,
  merchantId: string,
  currency: 'NGN' | 'USD',
  p: Pricing,
): Promise<void> {
  const values = {
    percentBps: Number(p.percentBps),
    flat: p.flat,
    cap: p.cap,
    flatWaivedBelow: p.flatWaivedBelow,
  };
  await db
    .insert(pricing)
    .values({ merchantId, kind: 'pay_in', currency, ...values })
    .onConflictDoUpdate({ target: [pricing.merchantId, pricing.kind, pricing.currency], set: values });
}
