/**
 * The public pay pages themselves (spec 001 §2): GET /payment-links/{ref} and /link/{slug} answer
 * HTML rendered on the server (packages/pay-page render-page.ts) that the pay bundle hydrates; the same
 * URLs take the page's forms as plain posts, so paying works without JavaScript. Registered before
 * the SPA fallback (lib/static.ts), which would otherwise answer these paths with the dashboard.
 *
 * - GET ?checkout={reference} shows that checkout's step or result (a reload never resubmits).
 * - POST step=start (the payment form), step=otp, step=simulate (sandbox): a success answers
 *   303 to the GET of the checkout's state; refused input re-renders the form with its field
 *   errors (422); an unavailable link renders its message (409); an unknown link 404.
 * - A card declined at start, or one that asks for an OTP, is answered with that screen itself
 *   (200, no redirect), and so is a decline after the OTP: the typed values travel on in hidden
 *   fields (card data never), so the decline's "Try again" and "Pay … instead" buttons can post
 *   them back. A reload re-posts the same Idempotency-Key: the same checkout, as it is now.
 * - POST step=retry (those buttons) renders the form again with the posted values and the chosen
 *   way to pay: personal data stays in the body, never in a URL.
 * - GET/POST /checkout/{access_code}: the page of a payment initialized through the public API
 *   (modules/public-api), its own one-use link's page with the customer's email filled in.
 * The hydrated page uses the JSON endpoints instead (checkout/routes.ts).
 */

import { type CheckoutState, SubmitOtp } from '@payrail/contract/checkout';
import { ErrorCode } from '@payrail/contract/errors';
import { echoValues } from '@payrail/pay-page/form-values';
import type { LinkPageState, PayState } from '@payrail/pay-page/pay-state';
import { simulatedAmount } from '@payrail/pay-page/pay-state';
import { renderPayPage } from '@payrail/pay-page/render-page';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { publicCtx } from '#lib/context.ts';
import type { AppEnv } from '#lib/env.ts';
import { AppError } from '#lib/errors.ts';
import { cspWithFormActionTo } from '#lib/security-headers.ts';
import { simulatePayment, startCheckout, submitOtp } from '#modules/checkout/index.ts';
import { initializedPage } from '#modules/public-api/index.ts';
import { inlineLogo, logoHashOf } from '#modules/white-labelling/index.ts';
import { checkoutOf, linkState, missingState, type PageRoute, pageRoute, viewOrNull } from './page-state.ts';
import { payAssets } from './pay-assets.ts';
import { formFields, parseStart } from './pay-form.ts';

type C = Context<AppEnv>;
const FORM_LIMIT = 16 * 1024;

async function page(c: C, state: PayState, status: 200 | 404 | 409 | 422 | 429 | 503 = 200) {
  const deps = c.get('deps');
  // A small logo is drawn from the HTML itself, with no request of its own (inline-logo.ts); the
  // logo is decoration, so a failed read only leaves it at its address.
  const hash =
    state.kind === 'link' && state.view.branding?.logo ? logoHashOf(state.view.branding.logo.url) : null;
  const logo = hash
    ? await inlineLogo(deps.db, hash).catch((err: unknown) => {
        deps.log.warn({ err }, 'pay page: the logo could not be read to inline it');
        return null;
      })
    : null;
  const html = renderPayPage(state, payAssets(deps.config.webDist), { inlineLogo: logo });
  return c.html(html, status, { 'Cache-Control': 'no-store' });
}
const statusOf = (err: AppError) =>
  ([404, 409, 422, 429, 503].includes(err.status) ? err.status : 409) as 409;

async function show(c: C, route: PageRoute) {
  const deps = c.get('deps');
  const reference = c.req.query('checkout');
  // The first visit counts as a view; reloads of a checkout's step or receipt do not.
  const view = await viewOrNull(deps, route, { recordView: !reference });
  if (!view) return page(c, missingState(deps), 404);
  const checkout = await checkoutOf(deps, view, reference);
  // An initialized payment paid in full: on to the merchant's callback (the no-JS path; the
  // hydrated page goes there itself).
  if (route.returnOnSuccess && checkout?.status === 'success' && checkout.redirectUrl)
    return c.redirect(checkout.redirectUrl, 303);
  // ?channel= (a declined payment's "Pay by … instead") preselects that way to pay.
  const channel = c.req.query('channel');
  const values: Record<string, string> = {
    ...route.prefill,
    ...(channel && view.channels.includes(channel as never) ? { channel } : {}),
  };
  return page(c, linkState(deps, route, view, { checkout, values }));
}

async function submit(c: C, route: PageRoute) {
  const deps = c.get('deps');
  const view = await viewOrNull(deps, route, { recordView: false });
  if (!view) return page(c, missingState(deps), 404);
  const fields = formFields(await c.req.parseBody());
  const ctx = publicCtx(c);
  const done = (reference: string) =>
    c.redirect(`${route.pageUrl}?checkout=${encodeURIComponent(reference)}`, 303);
  const refused = (err: unknown, base: Partial<LinkPageState>) => {
    if (!(err instanceof AppError) || err.status >= 500 || err.status === 404) throw err;
    return page(
      c,
      linkState(deps, route, view, { ...base, errors: err.errors ?? {}, formError: err.message }),
      statusOf(err),
    );
  };

  // What the customer typed (never card data), carried through the OTP step to a decline.
  const values = echoValues(fields);
  const inPlace = (checkout: CheckoutState) => page(c, linkState(deps, route, view, { checkout, values }));

  if (fields.step === 'otp' || fields.step === 'simulate') {
    const checkout = await checkoutOf(deps, view, fields.reference);
    if (!checkout)
      return page(
        c,
        linkState(deps, route, view, { formError: 'This payment was not found. Start again.' }),
        404,
      );
    try {
      if (fields.step === 'otp') {
        const otp = SubmitOtp.safeParse({ otp: fields.otp ?? '' });
        if (!otp.success) {
          const errors = { otp: ['Enter the code you received'] };
          const formError = 'Enter the code you received';
          return page(c, linkState(deps, route, view, { checkout, errors, formError, values }), 422);
        }
        const after = await submitOtp(ctx, { reference: checkout.reference, otp: otp.data.otp });
        if (after.status === 'failed') return inPlace(after);
      } else {
        await simulatePayment(ctx, {
          reference: checkout.reference,
          amount: simulatedAmount(fields.simulate ?? 'exact', checkout.total),
        });
      }
    } catch (err) {
      const fresh = await checkoutOf(deps, view, checkout.reference);
      return refused(err, { checkout: fresh, values });
    }
    return done(checkout.reference);
  }

  if (!view.available) return page(c, linkState(deps, route, view), 409);
  if (fields.step === 'retry') return page(c, linkState(deps, route, view, { values }));
  const parsed = parseStart(view, fields);
  if (!parsed.ok) {
    const formError = 'Check the highlighted fields';
    return page(
      c,
      linkState(deps, route, view, { errors: parsed.errors, values: parsed.values, formError }),
      422,
    );
  }
  try {
    // The form sends its Idempotency-Key as a field.
    const header = (name: string) => (name === 'idempotency-key' ? fields.idempotencyKey : undefined);
    const started = await startCheckout({ ...ctx, header }, { link: route.selector, body: parsed.input });
    // A replay (a reload of this answer) shows the checkout as it is now.
    const now = started.replayed ? await checkoutOf(deps, view, started.state.reference) : started.state;
    const state = now ?? started.state;
    if (state.status === 'failed' || state.status === 'otp_required') return inPlace(state);
    return done(state.reference);
  } catch (err) {
    return refused(err, { values });
  }
}

export function payPageRoutes(app: Hono<AppEnv>) {
  const limit = bodyLimit({
    maxSize: FORM_LIMIT,
    onError: () => {
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The form is too large');
    },
  });
  const byRef = (c: C) => pageRoute({ ref: c.req.param('ref') ?? '' });
  const bySlug = (c: C) => pageRoute({ slug: c.req.param('slug') ?? '' });
  app.get('/payment-links/:ref', (c) => show(c, byRef(c)));
  app.post('/payment-links/:ref', limit, (c) => submit(c, byRef(c)));
  app.get('/link/:slug', (c) => show(c, bySlug(c)));
  app.post('/link/:slug', limit, (c) => submit(c, bySlug(c)));
  // A payment initialized through the public API: its own link's page, at its access code's address.
  const byCode = async (c: C): Promise<(PageRoute & { callbackUrl: string | null }) | null> => {
    const code = c.req.param('code') ?? '';
    const found = await initializedPage({ deps: c.get('deps') }, code);
    if (!found) return null;
    return {
      selector: { ref: found.linkRef },
      pageUrl: `/checkout/${code}`,
      prefill: { email: found.email },
      returnOnSuccess: true,
      callbackUrl: found.callbackUrl,
    };
  };
  // Paid in full, the page's form answer redirects on to the callback: its origin must be a
  // form-action of the page's policy, or the browser blocks that last hop (lib/security-headers.ts).
  const withCallbackOrigin = (res: Response, callbackUrl: string | null) => {
    if (callbackUrl)
      res.headers.set('Content-Security-Policy', cspWithFormActionTo(new URL(callbackUrl).origin));
    return res;
  };
  const unknownCode = (c: C) => page(c, missingState(c.get('deps')), 404);
  app.get('/checkout/:code', async (c) => {
    const route = await byCode(c);
    return route ? withCallbackOrigin(await show(c, route), route.callbackUrl) : unknownCode(c);
  });
  app.post('/checkout/:code', limit, async (c) => {
    const route = await byCode(c);
    return route ? withCallbackOrigin(await submit(c, route), route.callbackUrl) : unknownCode(c);
  });
}
