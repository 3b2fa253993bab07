/**
 * The public pay pages' endpoints (spec 001 §7 "Public payment links"), no session needed:
 * GET/POST payment-links/{ref} and payment-links/pay/{slug}, plus what the flow needs beyond the
 * spec: the checkout's state, its OTP step, and the sandbox's transfer simulator.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  CheckoutReferenceParams,
  CheckoutState,
  LinkRefParams,
  LinkSlugParams,
  PublicLinkView,
  SimulateTransfer,
  StartCheckout,
  SubmitOtp,
} from '@payrail/contract/checkout';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/env.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { legacyEndpoint, publicAccess } from '../../lib/route.ts';
import type { StartInput } from './input-rules.ts';
import { submitOtp } from './otp-service.ts';
import { type LinkSelector, publicView } from './public-view.ts';
import { startCheckout } from './start-service.ts';
import { checkoutState, stateMessage } from './state.ts';
import { simulatePayment } from './transfer-service.ts';

const base = { version: 'v1' as const, tag: 'Pay pages', access: publicAccess };

const VIEW_DESCRIPTION =
  'Records a page view for the link’s funnel. An inactive, expired or used-up link answers 200 with `available: false` and `unavailableReason`; an unknown one 404.';
const START_DESCRIPTION = [
  'Starts checkout. Send an `Idempotency-Key` header (8–100 visible characters, fresh per attempt): the same key and body replay the first answer (header `Idempotent-Replayed: true`); the same key with another body is refused (409). Requests refused by validation do not use up the key.',
  'Refused with 409 when the link is inactive, expired or used up; 422 for a channel the merchant has not enabled, an amount against the link’s rules, custom-field problems (`fields.<key>`), or an expired card. Rate limited per IP.',
  'The answer is the checkout’s state: `success` (card approved), `failed` (with the reason), `otp_required`, `awaiting_transfer` (account details, valid 30 minutes) or `pending` (USSD code to dial). Card numbers and CVVs are never stored.',
].join('\n\n');

function ip(c: Context<AppEnv>) {
  return clientIp(c);
}

export function checkoutRoutes(app: OpenAPIHono<AppEnv>) {
  const deps = (c: Context<AppEnv>) => c.get('deps');
  const sandbox = (c: Context<AppEnv>) => deps(c).config.mode === 'sandbox';

  const views: [
    string,
    typeof LinkRefParams | typeof LinkSlugParams,
    (p: Record<string, string>) => LinkSelector,
  ][] = [
    ['/payment-links/{ref}', LinkRefParams, (p) => ({ ref: p.ref! })],
    ['/payment-links/pay/{slug}', LinkSlugParams, (p) => ({ slug: p.slug! })],
  ];
  for (const [path, params, selector] of views) {
    legacyEndpoint(
      app,
      {
        ...base,
        method: 'get',
        path,
        summary: 'What the pay page shows for a payment link',
        description: VIEW_DESCRIPTION,
        params,
        response: PublicLinkView,
        errors: [404],
      },
      async (c, input) => ({
        message: 'Payment link',
        responseBody: await publicView(deps(c), selector(input.params as Record<string, string>), sandbox(c)),
      }),
    );
    legacyEndpoint(
      app,
      {
        ...base,
        method: 'post',
        path,
        summary: 'Start checkout on a payment link',
        description: START_DESCRIPTION,
        params,
        body: StartCheckout,
        response: CheckoutState,
        status: 201,
        errors: [404, 409, 429, 503],
      },
      async (c, input) => {
        const result = await startCheckout(
          deps(c),
          selector(input.params as Record<string, string>),
          input.body as StartInput,
          { ip: ip(c), idempotencyKey: c.req.header('idempotency-key') },
        );
        if (result.replayed) c.header('Idempotent-Replayed', 'true');
        return { message: result.message, responseBody: result.state };
      },
    );
  }

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/payment-links/checkout/{reference}',
      summary: 'A checkout’s state (poll it while a transfer or USSD payment is awaited)',
      description:
        'Not in the spec. A transfer or USSD checkout whose 30-minute window has passed is closed as failed when read. A bank transfer short of the total ends `underpaid` (kept as a part payment) when the merchant’s wrong-transfer setting is `merchant`, or `failed` and returned in full when it is `customer`; `message` says what was sent of what was due. Never `success` unless the total arrived.',
      params: CheckoutReferenceParams,
      response: CheckoutState,
      errors: [404],
    },
    async (c, { params }) => {
      const state = await checkoutState(deps(c), params.reference, sandbox(c));
      return { message: stateMessage(state), responseBody: state };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/payment-links/checkout/{reference}/otp',
      summary: 'Submit the OTP the card issuer asked for',
      description:
        'Not in the spec. A wrong code answers 422 with the attempts left; the third wrong code fails the checkout. 409 when the checkout is not waiting for an OTP. Rate limited per IP.',
      params: CheckoutReferenceParams,
      body: SubmitOtp,
      response: CheckoutState,
      errors: [404, 409, 429, 503],
    },
    async (c, { params, body }) => {
      const state = await submitOtp(deps(c), params.reference, body.otp, ip(c));
      return { message: stateMessage(state), responseBody: state };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/payment-links/checkout/{reference}/simulate-transfer',
      summary: 'Sandbox: the customer’s bank transfer (or USSD payment) arrives',
      description:
        'Sandbox only; 404 in live mode. Without `amount` the exact total arrives (`success`); a different amount follows the wrong-transfer setting in force when the checkout started, which says who bears a wrong amount: `merchant` (the default) keeps a short transfer as a part payment (`underpaid`, webhook `charge.underpaid`) and credits an excess (`success`); `customer` returns a short transfer in full (`failed`) and returns an excess (`success`). A USSD payment is always exact. 409 when the checkout is not waiting or its window expired.',
      params: CheckoutReferenceParams,
      body: SimulateTransfer,
      response: CheckoutState,
      errors: [404, 409, 429],
    },
    async (c, { params, body }) => {
      const state = await simulatePayment(deps(c), params.reference, body.amount, ip(c));
      return { message: stateMessage(state), responseBody: state };
    },
  );
}
