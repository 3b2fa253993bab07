/**
 * The payment settings (spec 001 §7 "Settings": settings/charge-payer,
 * settings/wrong-transfer-charge-payer, settings/merchant-checkout-channels,
 * settings/update-checkout-channels). Descriptors in packages/contract/src/settings.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as settings from '@payrail/contract/settings';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  getChargePayer,
  getCheckoutChannels,
  updateChargePayer,
  updateCheckoutChannels,
  updateWrongTransferChargePayer,
} from './payment-settings.ts';

const tag = 'Settings';
const M = settings.SETTINGS_MESSAGES;
const NEXT = 'The change applies from the next checkout started; one already under way keeps its quote.';

export function merchantSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    settings.getChargePayer,
    {
      tag,
      summary: 'Who bears the processing fee, and a wrong transfer amount',
      description:
        '`person`: `merchant` (the fee is taken from the price; the default) or `customer` (the fee is added on top, so the merchant receives the price). `wrong_transfer_bearer`: `merchant` (a short bank transfer is kept as a part payment, an excess kept; the default) or `customer` (a short transfer is returned in full, an excess returned).',
    },
    async (ctx) => ({ message: M.chargePayerRead, responseBody: await getChargePayer(ctx) }),
  );

  endpoint(
    app,
    settings.updateChargePayer,
    {
      tag,
      summary: 'Set who bears the processing fee',
      description: `\`person\`: \`merchant\` or \`customer\`. ${NEXT}`,
    },
    async (ctx, { body }) => ({
      message: M.chargePayerUpdated,
      responseBody: await updateChargePayer(ctx, body),
    }),
  );

  endpoint(
    app,
    settings.updateWrongTransferChargePayer,
    {
      tag,
      summary: 'Set who bears a bank transfer of the wrong amount',
      description: `\`wrong_transfer_bearer\`: \`merchant\` or \`customer\`. ${NEXT}`,
    },
    async (ctx, { body }) => ({
      message: M.chargePayerUpdated,
      responseBody: await updateWrongTransferChargePayer(ctx, body),
    }),
  );

  endpoint(
    app,
    settings.getCheckoutChannels,
    {
      tag,
      summary: 'The payment channels the checkout offers',
      description: '`channels`: those on, in the pay page’s order; `available`: every channel there is.',
    },
    async (ctx) => ({ message: M.channelsRead, responseBody: await getCheckoutChannels(ctx) }),
  );

  endpoint(
    app,
    settings.updateCheckoutChannels,
    {
      tag,
      summary: 'Choose the payment channels the checkout offers',
      description: `\`channels\`: at least one of \`card\`, \`bank_transfer\`, \`ussd\`, each once. The pay page offers only these, and a checkout started on another is refused (422 on \`channel\`). ${NEXT}`,
    },
    async (ctx, { body }) => ({
      message: M.channelsUpdated,
      responseBody: await updateCheckoutChannels(ctx, body),
    }),
  );
}
