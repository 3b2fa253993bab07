/**
 * The settings endpoints (contract settings.ts): the charge payer, the wrong-transfer bearer and
 * the checkout channels. Each change is written with its audit row in one transaction and applies
 * from the next checkout started (the checkout reads the row when it opens a payment; one already
 * under way keeps its quote).
 */

import { CHANNELS } from '@payrail/contract/payments';
import type {
  ChargePayer,
  ChargePayerRequest,
  CheckoutChannels,
  UpdateCheckoutChannelsRequest,
  WrongTransferChargePayerRequest,
} from '@payrail/contract/settings';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { type CheckoutSettings, checkoutSettings, saveCheckoutSettings } from './settings-service.ts';

type SettingsCtx = Pick<Ctx, 'deps' | 'actor'>;

const chargePayerOf = (s: CheckoutSettings): ChargePayer => ({
  person: s.chargePayer,
  wrong_transfer_bearer: s.wrongTransferBearer,
});
const channelsOf = (s: CheckoutSettings): CheckoutChannels => ({
  channels: s.channels,
  available: [...CHANNELS],
});

export async function getChargePayer(ctx: SettingsCtx): Promise<ChargePayer> {
  return chargePayerOf(await checkoutSettings(ctx.deps.db, ctx.actor.merchantId));
}

export async function getCheckoutChannels(ctx: SettingsCtx): Promise<CheckoutChannels> {
  return channelsOf(await checkoutSettings(ctx.deps.db, ctx.actor.merchantId));
}

/** Writes one change with its audit row (`settings.<what>`, from → to); answers the settings after. */
async function change(
  ctx: SettingsCtx,
  what: string,
  patch: Partial<CheckoutSettings>,
  pick: (s: CheckoutSettings) => unknown,
): Promise<CheckoutSettings> {
  const { deps, actor } = ctx;
  return deps.db.transaction(async (tx) => {
    const before = await checkoutSettings(tx, actor.merchantId);
    await saveCheckoutSettings(tx, actor.merchantId, patch);
    const after = await checkoutSettings(tx, actor.merchantId);
    await audit(tx, ctx, {
      action: `settings.${what}`,
      target: actor.merchantId,
      details: { from: pick(before), to: pick(after) },
    });
    return after;
  });
}

export async function updateChargePayer(ctx: SettingsCtx, input: ChargePayerRequest): Promise<ChargePayer> {
  const after = await change(ctx, 'charge_payer', { chargePayer: input.person }, (s) => s.chargePayer);
  return chargePayerOf(after);
}

export async function updateWrongTransferChargePayer(
  ctx: SettingsCtx,
  input: WrongTransferChargePayerRequest,
): Promise<ChargePayer> {
  const after = await change(
    ctx,
    'wrong_transfer_bearer',
    { wrongTransferBearer: input.wrong_transfer_bearer },
    (s) => s.wrongTransferBearer,
  );
  return chargePayerOf(after);
}

export async function updateCheckoutChannels(
  ctx: SettingsCtx,
  input: UpdateCheckoutChannelsRequest,
): Promise<CheckoutChannels> {
  const after = await change(ctx, 'checkout_channels', { channels: input.channels }, (s) => s.channels);
  return channelsOf(after);
}
