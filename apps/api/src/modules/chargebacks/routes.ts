/**
 * Chargebacks (spec 001 §7 "Chargebacks"). Descriptors in packages/contract/src/chargebacks.ts; the
 * money movement in raise.ts and answer.ts, the deadline in deadline.ts; decisions in
 * docs/CHARGEBACKS.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as cb from '@payrail/contract/chargebacks';
import type { AppEnv } from '#lib/env.ts';
import { notFound } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { acceptChargeback, declineChargeback } from './answer.ts';
import { evidenceDownload, readEvidence } from './evidence.ts';
import { raiseChargeback } from './raise.ts';
import { chargebackDetails, detailsOfRow, listChargebacks, ownChargeback } from './read.ts';

const tag = 'Chargebacks';

export function chargebackRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    cb.listChargebacks,
    {
      tag,
      summary: 'List chargebacks',
      description:
        'The merchant’s chargebacks, newest first, 20 a page (`page` from 1). Filters: `status` (open, accepted, declined — under review —, won, lost), `from`/`to` (Africa/Lagos days, by the day raised) and `search` (a chargeback CB_… or payment PRL_… reference, exactly).',
    },
    async (ctx, { query }) => ({ message: 'Chargebacks', responseBody: await listChargebacks(ctx, query) }),
  );

  endpoint(
    app,
    cb.showChargeback,
    {
      tag,
      summary: 'Show one chargeback',
      description:
        'The chargeback with the disputed payment, the evidence files sent with a decline and its timeline (raised, reminded, accepted or declined, won or lost). Another merchant’s chargeback is a 404.',
    },
    async (ctx, { params }) => ({
      message: 'Chargeback',
      responseBody: await chargebackDetails(ctx, params.id),
    }),
  );

  endpoint(
    app,
    cb.downloadChargebackEvidence,
    {
      tag,
      summary: 'Download an evidence file',
      description:
        'One file sent with a decline, as it was sent (PDF, PNG or JPEG, the type checked from its bytes at upload), as an attachment. Another merchant’s chargeback or file is a 404.',
    },
    async (ctx, { params }) => evidenceDownload(ctx, params),
  );

  endpoint(
    app,
    cb.acceptChargeback,
    {
      tag,
      summary: 'Accept a chargeback',
      description:
        'An open chargeback only (409 CONFLICT otherwise): the held amount goes back to the customer and `charge.dispute.resolve` is sent. The form body has no fields. Message: `Accepted Chargeback` (spec 001 §4).',
    },
    async (ctx, { params }) => {
      await ownChargeback(ctx, params.id);
      const row = await acceptChargeback(ctx, params.id);
      return { message: cb.CHARGEBACK_ACCEPTED, responseBody: await detailsOfRow(ctx.deps.db, row) };
    },
  );

  endpoint(
    app,
    cb.declineChargeback,
    {
      tag,
      summary: 'Decline a chargeback with evidence',
      description: `An open chargeback only (409 CONFLICT otherwise). multipart/form-data: \`reason\` (10–1000 characters) and one to ${cb.CHARGEBACK_MAX_FILES} files in \`evidence1\`…\`evidence3\`: PDF, PNG or JPEG, at most ${cb.CHARGEBACK_MAX_FILE_BYTES / (1024 * 1024)} MB each and ${cb.CHARGEBACK_MAX_TOTAL_BYTES / (1024 * 1024)} MB together (413 naming the field; a body far over it is refused before it is read), no other file field and no field twice (422 naming it), the type read from the bytes (another type, or a truncated file, is a 422 naming the field). The chargeback is then \`declined\` (under review) until the provider resolves it won or lost; the amount stays held. Message: \`Declined Chargeback\` (decided: the spec repeats the accept text, read as a copy error).`,
    },
    async (ctx, { params, body }) => {
      await ownChargeback(ctx, params.id);
      const reason = cb.ChargebackDeclineReason.safeParse(body.reason ?? '');
      const files = await readEvidence(body, reason.success ? undefined : reason.error.issues[0]?.message);
      const row = await declineChargeback(ctx, { id: params.id, reason: reason.data!, files });
      return { message: cb.CHARGEBACK_DECLINED, responseBody: await detailsOfRow(ctx.deps.db, row) };
    },
  );

  endpoint(
    app,
    cb.raiseSandboxChargeback,
    {
      tag,
      summary: 'Raise a chargeback (sandbox)',
      description:
        'Sandbox mode only (404 in live mode): the customer of one of the caller’s paid payments disputes it, as the operator CLI’s `chargebacks:raise` does. The amount (minor units, at most what the payment kept; the whole of it when absent) is held from the payment’s unsettled part and then the available balance (409 INSUFFICIENT_FUNDS when that is short); the answer is due in 7 days. 409 CONFLICT when the payment already has a chargeback.',
    },
    async (ctx, { body }) => {
      if (ctx.deps.config.mode !== 'sandbox') throw notFound();
      const row = await raiseChargeback(ctx.deps, {
        transactionReference: body.transactionReference,
        merchantId: ctx.actor.merchantId,
        amount: body.amount === undefined ? undefined : BigInt(body.amount),
        reason: body.reason,
      });
      return { message: 'Chargeback raised (sandbox)', responseBody: await detailsOfRow(ctx.deps.db, row) };
    },
  );
}
