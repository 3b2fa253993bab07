/**
 * Payouts (spec 001 §7 "Payouts", and POST payouts/manual-payout of "Balances"). Descriptors in
 * packages/contract/src/payouts.ts; the money movement in request-payout.ts and payout-outcome.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as approval from '@payrail/contract/payout-approval';
import * as schedule from '@payrail/contract/payout-schedule';
import * as payouts from '@payrail/contract/payouts';
import { eq } from 'drizzle-orm';
import { merchants } from '#db/schema/index.ts';
import type { AppEnv } from '#lib/env.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { cancelApprovalLimitChange, getApprovalLimit, saveApprovalLimit } from './approval-limit.ts';
import { getAutomaticPayouts, saveAutomaticPayouts } from './automatic-payouts.ts';
import { approvePayout, rejectPayout } from './payout-approval.ts';
import { forcePayout } from './payout-job.ts';
import { payoutView } from './payout-view.ts';
import { findPayout, listPayouts, payoutDetails, payoutRows } from './payouts-list.ts';
import { PAYOUTS_PDF_ROWS, payoutReceiptPdf, payoutsListPdf } from './payouts-pdf.ts';
import { payoutIdempotencyKey, requestPayout } from './request-payout.ts';

const tag = 'Payouts';

export function payoutRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    payouts.manualPayout,
    {
      tag,
      summary: 'Request a payout to the default settlement account (with the transaction PIN)',
      description:
        'The amount in kobo (₦100 to ₦10,000,000), the currency (NGN) and the PIN; send an `Idempotency-Key` header (8–100 visible characters): the same key and body answer the first payout again (header `Idempotent-Replayed: true`), never a second one; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. The amount and the payout fee leave the available balance at once (409 INSUFFICIENT_FUNDS when it is short; the balance never goes below zero, however many requests race); the payout is then `processing` until the processor pays it or fails it (the money returns to the available balance), announced by the `transfer.success` or `transfer.failed` webhook. 403 KYB_NOT_APPROVED until the business is verified; 409 SETTLEMENT_ACCOUNT_REQUIRED without a settlement account; 409 SETTLEMENT_ACCOUNT_ON_HOLD within 24 hours of adding it.',
    },
    async (ctx, { body }) => {
      const idempotencyKey = payoutIdempotencyKey(ctx.header('idempotency-key'));
      const { payout, replayed } = await requestPayout(ctx, { ...body, idempotencyKey });
      return {
        message: payouts.PAYOUT_REQUESTED,
        responseBody: payoutView(payout),
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },
  );

  endpoint(
    app,
    payouts.listPayouts,
    {
      tag,
      summary: 'The merchant’s payouts, newest first, 20 a page',
      description:
        'Filters as query: `status` (awaiting_approval, processing, paid, failed), `currency`, `from`/`to` (Africa/Lagos days, both included) and `search` (a payout reference, exactly).',
    },
    async (ctx, { query }) => ({ message: 'Payouts', responseBody: await listPayouts(ctx, query) }),
  );

  endpoint(
    app,
    payouts.payoutDetails,
    {
      tag,
      summary: 'One payout and its timeline',
      description:
        'The timeline, oldest first: requested, sent, then paid, or failed and reversed. Another merchant’s payout, or an id that is not one, is a 404.',
    },
    async (ctx, { params }) => ({
      message: 'Payout details',
      responseBody: await payoutDetails(ctx, params.uuid),
    }),
  );

  endpoint(
    app,
    payouts.payoutsReceipt,
    {
      tag,
      summary: 'Payouts.pdf: one payout’s receipt (`uuid`), or the payouts the filters select',
      description: `With \`uuid\`: that payout's receipt (404 for another merchant's). Without: a table of the payouts matching the list's filters, newest first, at most ${PAYOUTS_PDF_ROWS}.`,
    },
    async (ctx, { query: { uuid, ...filters } }) => {
      const [m] = await ctx.deps.db
        .select({ name: merchants.businessName })
        .from(merchants)
        .where(eq(merchants.id, ctx.actor.merchantId))
        .limit(1);
      const name = m?.name ?? 'Payrail merchant';
      const now = ctx.deps.clock.now();
      const pdf = uuid
        ? await payoutReceiptPdf(await findPayout(ctx, uuid), name, now)
        : await payoutsListPdf(await payoutRows(ctx, filters, PAYOUTS_PDF_ROWS), name, now);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': `attachment; filename="${payouts.PAYOUTS_PDF_NAME}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  );

  endpoint(
    app,
    schedule.getAutomaticPayouts,
    {
      tag,
      summary: 'Automatic payouts: the setting',
      description:
        'Off by default. When on: at 09:00 Africa/Lagos, daily or on a weekday (1 Monday … 5 Friday), the whole available NGN balance less the payout fee goes to the default settlement account once it reaches `minimum` (kobo). `nextRunAt` is the next run while on.',
    },
    async (ctx) => ({ message: 'Automatic payouts', responseBody: await getAutomaticPayouts(ctx) }),
  );

  endpoint(
    app,
    schedule.saveAutomaticPayouts,
    {
      tag,
      summary: 'Automatic payouts: change the setting (with the transaction PIN)',
      description:
        'A weekly schedule needs its weekday. Audited. A day’s run pays at most once (its Idempotency-Key is `auto-<day>`); nothing is paid without approved KYB, a settlement account past its hold, or the minimum.',
    },
    async (ctx, { body }) => ({
      message: schedule.AUTOMATIC_PAYOUTS_UPDATED,
      responseBody: await saveAutomaticPayouts(ctx, body),
    }),
  );

  endpoint(
    app,
    approval.getApprovalLimit,
    {
      tag,
      summary: 'Two-person approval: the limit in force, and a loosening waiting to take effect',
      description:
        '`limit` in kobo: a payout whose amount is above it waits for another team member to approve it. `null`: off (the default). `scheduled`: turning approval off or raising the limit, waiting until `takesEffectAt` (24 hours after it was asked for); until then `limit` applies. Every member who can approve reads it.',
    },
    async (ctx) => ({ message: 'Approval limit', responseBody: await getApprovalLimit(ctx) }),
  );

  endpoint(
    app,
    approval.saveApprovalLimit,
    {
      tag,
      summary: 'Two-person approval: set or turn off the limit (owner only, with the PIN)',
      description:
        '`limit` in kobo (₦100 to ₦10,000,000), or `null` to turn approval off. Audited. Tightening (on, or a lower limit) applies at once. Loosening (off, or a higher limit) is scheduled for 24 hours later, every member who can approve is emailed and any of them may cancel it; the answer’s `scheduled` says when. Payouts already waiting stay waiting.',
    },
    async (ctx, { body }) => {
      const saved = await saveApprovalLimit(ctx, body);
      return {
        message: saved.scheduled ? approval.APPROVAL_LIMIT_SCHEDULED : approval.APPROVAL_LIMIT_UPDATED,
        responseBody: saved.view,
      };
    },
  );

  endpoint(
    app,
    approval.cancelApprovalLimitChange,
    {
      tag,
      summary: 'Two-person approval: cancel a loosening before it takes effect',
      description:
        'Any member who can approve payouts (no PIN: cancelling keeps the stricter rule). Audited. 409 APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED once it took effect or was cancelled or replaced; another merchant’s change is a 404.',
    },
    async (ctx, { params }) => ({
      message: approval.APPROVAL_LIMIT_CHANGE_CANCELLED,
      responseBody: await cancelApprovalLimitChange(ctx, { id: params.uuid }),
    }),
  );

  endpoint(
    app,
    approval.approvePayout,
    {
      tag,
      summary: 'Approve a payout that waits for a second team member (with your PIN)',
      description:
        'The payout was above the approval limit; its money already left the available balance. Approving sends it (it becomes `processing`). 403 PAYOUT_OWN_APPROVAL for the member who requested it; 409 PAYOUT_NOT_AWAITING_APPROVAL once approved or rejected (two approvals racing send it once); another merchant’s payout is a 404.',
    },
    async (ctx, { params, body }) => ({
      message: approval.PAYOUT_APPROVED,
      responseBody: payoutView(await approvePayout(ctx, { id: params.uuid, pin: body.pin })),
    }),
  );

  endpoint(
    app,
    approval.rejectPayout,
    {
      tag,
      summary: 'Reject a payout that waits for approval (with your PIN)',
      description:
        'The payout is not sent: it ends `failed` and its amount and fee return to the available balance in a reversing entry. The member who requested it may reject (withdraw) it. 409 PAYOUT_NOT_AWAITING_APPROVAL once approved or rejected.',
    },
    async (ctx, { params, body }) => ({
      message: approval.PAYOUT_REJECTED,
      responseBody: payoutView(await rejectPayout(ctx, { id: params.uuid, pin: body.pin })),
    }),
  );

  endpoint(
    app,
    payouts.decideSandboxPayout,
    {
      tag,
      summary: 'SANDBOX ONLY: pay or fail one of your processing payouts now',
      description:
        'Simulates the bank’s answer in sandbox mode (404 in live mode): `paid` ends the payout as paid, `failed` (with a reason) returns its money to the available balance. 409 CONFLICT once the payout has ended.',
    },
    async (ctx, { params, body }) => {
      if (ctx.deps.config.mode !== 'sandbox') throw notFound();
      const p = await findPayout(ctx, params.uuid);
      const done = await forcePayout(
        ctx.deps,
        { id: p.id },
        body.outcome === 'paid'
          ? { kind: 'paid' }
          : { kind: 'failed', reason: body.reason || 'Sandbox: failed from the simulator' },
      );
      if (typeof done === 'string') throw conflict('This payout has already ended');
      return {
        message: body.outcome === 'paid' ? 'Payout paid (sandbox)' : 'Payout failed (sandbox)',
        responseBody: payoutView(done),
      };
    },
  );
}
