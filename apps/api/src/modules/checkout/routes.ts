/**
 * The public pay pages' endpoints (spec 001 §7 "Public payment links"), no session needed:
 * GET/POST payment-links/{ref} and payment-links/pay/{slug}, plus what the flow needs beyond the
 * spec: the checkout's state, its OTP step, and the sandbox's transfer simulator. Descriptors and
 * bodies are in packages/contract/src/checkout.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as checkout from '@payrail/contract/checkout';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { submitOtp } from './otp-service.ts';
import { publicView } from './public-view.ts';
import { type StartResult, startCheckout } from './start-service.ts';
import { checkoutState, stateMessage } from './state.ts';
import { simulatePayment } from './transfer-service.ts';

const tag = 'Pay pages';

const VIEW = {
  tag,
  summary: 'What the pay page shows for a payment link',
  description:
    'Records a page view for the link’s funnel. An inactive, expired or used-up link answers 200 with `available: false` and `unavailableReason`; an unknown one 404.',
};
const START = {
  tag,
  summary: 'Start checkout on a payment link',
  description: [
    'Starts checkout. Send an `Idempotency-Key` header (8–100 visible characters, fresh per attempt): the same key and body replay the first answer (header `Idempotent-Replayed: true`); the same key with another body is refused (409 `IDEMPOTENCY_KEY_REUSED`); while the first is still being worked, a duplicate waits for its answer, or gets 409 `IDEMPOTENCY_KEY_IN_PROGRESS`. Requests refused by validation do not use up the key.',
    'Refused with 409 `PAYMENT_LINK_UNAVAILABLE` when the link is inactive, expired or used up; 422 for a channel the merchant has not enabled, an amount against the link’s rules, custom-field problems (`fields.<key>`), or an expired card. Rate limited per IP. 503 `PROCESSOR_UNAVAILABLE` when no processor serves this deployment.',
    'The answer is the checkout’s state: `success` (card approved), `failed` (with the reason), `otp_required`, `awaiting_transfer` (account details, valid 30 minutes) or `pending` (USSD code to dial). Card numbers and CVVs are never stored.',
  ].join('\n\n'),
};

/** The start's answer; a replay says so in its header. */
const started = (result: StartResult) => ({
  message: result.message,
  responseBody: result.state,
  ...(result.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
});

export function checkoutRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(app, checkout.linkByRef, VIEW, async (ctx, { params }) => ({
    message: 'Payment link',
    responseBody: await publicView(ctx, { link: { ref: params.ref } }),
  }));

  endpoint(app, checkout.linkBySlug, VIEW, async (ctx, { params }) => ({
    message: 'Payment link',
    responseBody: await publicView(ctx, { link: { slug: params.slug } }),
  }));

  endpoint(app, checkout.startByRef, START, async (ctx, { params, body }) =>
    started(await startCheckout(ctx, { link: { ref: params.ref }, body })),
  );

  endpoint(app, checkout.startBySlug, START, async (ctx, { params, body }) =>
    started(await startCheckout(ctx, { link: { slug: params.slug }, body })),
  );

  endpoint(
    app,
    checkout.checkoutState,
    {
      tag,
      summary: 'A checkout’s state (poll it while a transfer or USSD payment is awaited)',
      description:
        'Not in the spec. A transfer or USSD checkout whose 30-minute window has passed is closed as failed when read. A bank transfer short of the total ends `underpaid` (kept as a part payment) when the merchant’s wrong-transfer setting is `merchant`, or `failed` and returned in full when it is `customer`; `message` says what was sent of what was due. Never `success` unless the total arrived.',
    },
    async (ctx, { params }) => {
      const state = await checkoutState(ctx, { reference: params.reference });
      return { message: stateMessage(state), responseBody: state };
    },
  );

  endpoint(
    app,
    checkout.submitOtp,
    {
      tag,
      summary: 'Submit the OTP the card issuer asked for',
      description:
        'Not in the spec. A wrong code answers 422 with the attempts left; the third wrong code fails the checkout. 409 `CHECKOUT_NOT_AWAITING_OTP` when the checkout is not waiting for an OTP. Rate limited per IP.',
    },
    async (ctx, { params, body }) => {
      const state = await submitOtp(ctx, { reference: params.reference, otp: body.otp });
      return { message: stateMessage(state), responseBody: state };
    },
  );

  endpoint(
    app,
    checkout.simulateTransfer,
    {
      tag,
      summary: 'Sandbox: the customer’s bank transfer (or USSD payment) arrives',
      description:
        'Sandbox only; 404 in live mode. Without `amount` the exact total arrives (`success`); a different amount follows the wrong-transfer setting in force when the checkout started, which says who bears a wrong amount: `merchant` (the default) keeps a short transfer as a part payment (`underpaid`, webhook `charge.underpaid`) and credits an excess (`success`); `customer` returns a short transfer in full (`failed`) and returns an excess (`success`). A USSD payment is always exact. 409 when the checkout is not waiting (`CHECKOUT_NOT_AWAITING_TRANSFER`, `CHECKOUT_NOT_AWAITING_PAYMENT`), its window expired (`TRANSFER_ACCOUNT_EXPIRED`, `USSD_EXPIRED`) or it is a card checkout (`NOT_SIMULATABLE`).',
    },
    async (ctx, { params, body }) => {
      const state = await simulatePayment(ctx, { reference: params.reference, amount: body.amount });
      return { message: stateMessage(state), responseBody: state };
    },
  );
}
