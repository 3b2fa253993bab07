/**
 * The merchant's payment settings (spec 001 §7 "Settings"): who bears the processing fee
 * (GET/PUT settings/charge-payer with `person`), who bears a wrong bank-transfer amount (PUT
 * settings/wrong-transfer-charge-payer with `wrong_transfer_bearer`) and which channels the
 * checkout offers (GET settings/merchant-checkout-channels, PATCH settings/update-checkout-channels
 * with `channels`). Every change applies from the next checkout started: one already under way
 * keeps what it was quoted.
 *
 * Reading needs settings-all:read, changing settings-all:update (the Charges and Checkout channels
 * tabs are not part of the APIs tab that settings-api-and-webhook opens).
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { CHANNELS, Channel, FeeBearer, WrongTransferBearer } from './payments.ts';

export const SETTINGS_MESSAGES = {
  chargePayerUpdated: 'Charge bearer updated!',
  chargePayerRead: 'Charge bearer retrieved successfully',
  channelsUpdated: 'Channels updated successfully',
  channelsRead: 'Checkout channels retrieved successfully',
  person: 'Choose merchant or customer',
  channelsEmpty: 'Keep at least one payment channel on',
  channelsRepeated: 'List each channel once',
} as const;
const M = SETTINGS_MESSAGES;

/** Both bearers, as the spec names them (`person`, `wrong_transfer_bearer`). */
export const ChargePayer = z
  .object({
    /** Who pays the processing fee: the merchant (taken from the price) or the customer (added on top). */
    person: FeeBearer,
    /** Who bears a bank transfer of the wrong amount (contract payments.ts WrongTransferBearer). */
    wrong_transfer_bearer: WrongTransferBearer,
  })
  .meta({ id: 'ChargePayer' });
export type ChargePayer = z.infer<typeof ChargePayer>;

export const ChargePayerRequest = z
  .object({ person: z.enum(FeeBearer.options, { message: M.person }) })
  .strict()
  .meta({ id: 'ChargePayerRequest' });
export type ChargePayerRequest = z.infer<typeof ChargePayerRequest>;

export const WrongTransferChargePayerRequest = z
  .object({ wrong_transfer_bearer: z.enum(WrongTransferBearer.options, { message: M.person }) })
  .strict()
  .meta({ id: 'WrongTransferChargePayerRequest' });
export type WrongTransferChargePayerRequest = z.infer<typeof WrongTransferChargePayerRequest>;

/** The channels on, in the checkout's order, and every channel there is (for the toggles). */
export const CheckoutChannels = z
  .object({ channels: z.array(Channel), available: z.array(Channel) })
  .meta({ id: 'CheckoutChannels' });
export type CheckoutChannels = z.infer<typeof CheckoutChannels>;

export const UpdateCheckoutChannelsRequest = z
  .object({
    channels: z
      .array(Channel)
      .min(1, M.channelsEmpty)
      .max(CHANNELS.length, M.channelsRepeated)
      .refine((list) => new Set(list).size === list.length, M.channelsRepeated),
  })
  .strict()
  .meta({ id: 'UpdateCheckoutChannelsRequest' });
export type UpdateCheckoutChannelsRequest = z.infer<typeof UpdateCheckoutChannelsRequest>;

/** GET settings/charge-payer: both bearers. */
export const getChargePayer = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/charge-payer',
  access: needs('settings-all:read'),
  response: ChargePayer,
});

/** PUT settings/charge-payer with `person`: 'Charge bearer updated!'. */
export const updateChargePayer = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/settings/charge-payer',
  access: needs('settings-all:update'),
  body: ChargePayerRequest,
  response: ChargePayer,
});

/** PUT settings/wrong-transfer-charge-payer with `wrong_transfer_bearer`: 'Charge bearer updated!'. */
export const updateWrongTransferChargePayer = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/settings/wrong-transfer-charge-payer',
  access: needs('settings-all:update'),
  body: WrongTransferChargePayerRequest,
  response: ChargePayer,
});

/** GET settings/merchant-checkout-channels. */
export const getCheckoutChannels = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settings/merchant-checkout-channels',
  access: needs('settings-all:read'),
  response: CheckoutChannels,
});

/** PATCH settings/update-checkout-channels with `channels`: 'Channels updated successfully'. */
export const updateCheckoutChannels = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/settings/update-checkout-channels',
  access: needs('settings-all:update'),
  body: UpdateCheckoutChannelsRequest,
  response: CheckoutChannels,
});
