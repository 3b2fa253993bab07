/**
 * Sub-account funds transfers (spec 001 §7 "Sub-accounts"). Descriptors in
 * packages/contract/src/sub-account-transfers.ts; the money movement in transfer-service.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as transfers from '@payrail/contract/sub-account-transfers';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  fundsTransferRequestInfo,
  requestSubAccountTransfer,
  transferIdempotencyKey,
} from './transfer-service.ts';

const tag = 'Sub-accounts';

export function subAccountTransferRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    transfers.subAccountFundsTransferRequest,
    {
      tag,
      summary: 'What the funds transfer dialog needs: both available balances and the limits',
      description:
        'The sub-account (its uuid, slug and name), its available balance and the main account’s in each transfer currency (NGN, USD), the smallest and largest transfer, and the directions the member may use. A member limited to sub-accounts gets only their own sub-accounts (another is a 404) and `mainAvailable: null`.',
    },
    async (ctx, { params }) => ({
      message: 'Funds transfer request',
      responseBody: await fundsTransferRequestInfo(ctx, params.uuid),
    }),
  );

  endpoint(
    app,
    transfers.subAccountFundsTransfer,
    {
      tag,
      summary: 'Move available money between a sub-account and the main account (with the transaction PIN)',
      description:
        'The amount in minor units, the currency (NGN by default, or USD), the direction (`to_main` by default: the sub-account’s available balance to the main account’s; `to_sub_account`: the reverse, not for a member limited to sub-accounts) and the PIN. One `sub_account_transfer` ledger entry, at once and free; it shows in both balance histories. 409 INSUFFICIENT_FUNDS when the source’s available balance is short: it never goes below zero, however many requests race. Send an `Idempotency-Key` header (8–100 visible characters): the same key and body answer the first transfer again (header `Idempotent-Replayed: true`), another body is 409 IDEMPOTENCY_KEY_REUSED.',
    },
    async (ctx, { params, body }) => {
      const idempotencyKey = transferIdempotencyKey(ctx.header('idempotency-key'));
      const { transfer, replayed } = await requestSubAccountTransfer(ctx, {
        ...body,
        uuid: params.uuid,
        idempotencyKey,
      });
      return {
        message: transfers.FUNDS_TRANSFER_REQUESTED,
        responseBody: transfer,
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },
  );
}
