/** Builds the HTTP application from its dependencies; main.ts serves it, tests call it directly. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Deps } from '#lib/deps.ts';
import type { AppEnv } from '#lib/env.ts';
import { fieldErrors, installTypeMessages, onError } from '#lib/error-handler.ts';
import { AppError, validation } from '#lib/errors.ts';
import { bodyLimits, pathsAreText } from '#lib/route.ts';
import { securityHeaders } from '#lib/security-headers.ts';
import { serveWeb } from '#lib/static.ts';
import { accountLimitRoutes } from '#modules/account-limits/index.ts';
import { apiConfigurationRoutes } from '#modules/api-configuration/index.ts';
import { authRoutes } from '#modules/auth/index.ts';
import { balanceRoutes } from '#modules/balances/index.ts';
import { chargebackRoutes } from '#modules/chargebacks/index.ts';
import { chargeRoutes } from '#modules/charges/index.ts';
import { checkoutRoutes } from '#modules/checkout/index.ts';
import { conversionRoutes } from '#modules/conversion/index.ts';
import { customerRoutes } from '#modules/customers/index.ts';
import { dashboardRoutes } from '#modules/dashboard/index.ts';
import { devRoutes } from '#modules/dev/index.ts';
import { docsRoutes } from '#modules/docs/index.ts';
import { exportRoutes } from '#modules/exports/index.ts';
import { kybRoutes } from '#modules/kyb/index.ts';
import { merchantSettingsRoutes } from '#modules/merchant-settings/index.ts';
import { notificationRoutes } from '#modules/notifications/index.ts';
import { payPageRoutes } from '#modules/pay-pages/index.ts';
import { paymentLinkRoutes } from '#modules/payment-links/index.ts';
import { payoutRoutes } from '#modules/payouts/index.ts';
import { pinRoutes } from '#modules/pin/index.ts';
import { profileRoutes } from '#modules/profile/index.ts';
import { PUBLIC_API_BASE, publicApiEnvelope, publicApiRoutes } from '#modules/public-api/index.ts';
import { receiptPageRoutes, receiptRoutes } from '#modules/receipts/index.ts';
import { refundRoutes } from '#modules/refunds/index.ts';
import { settlementAccountRoutes } from '#modules/settlement-account/index.ts';
import { subAccountPayoutRoutes } from '#modules/sub-account-payouts/index.ts';
import { subAccountTransferRoutes } from '#modules/sub-account-transfers/index.ts';
import { subAccountRoutes } from '#modules/sub-accounts/index.ts';
import { supportRoutes } from '#modules/support/index.ts';
import { teamRoutes } from '#modules/team/index.ts';
import { transactionRoutes } from '#modules/transactions/index.ts';
import { twoFactorSettingsRoutes } from '#modules/two-factor-settings/index.ts';
import { webhookRoutes } from '#modules/webhooks/index.ts';
import { whiteLabellingRoutes } from '#modules/white-labelling/index.ts';

export function createApp(deps: Deps) {
  installTypeMessages();
  const app = new OpenAPIHono<AppEnv>({
    // A trailing slash is ignored, and routes are registered without one (lib/route.ts), so the
    // spec's `auth/resend-verification-link/` answers with and without its slash.
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw validation(fieldErrors(result.error));
    },
  });

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const log = deps.log.child({ reqId: c.get('requestId') });
    c.set('deps', deps);
    c.set('log', log);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use('*', securityHeaders);
  // The public API answers in Paystack's envelope: every failure under its base is rewritten.
  app.use(`${PUBLIC_API_BASE}/*`, publicApiEnvelope);
  // A path with %00, invalid UTF-8 or broken percent-encoding names nothing: 404 before any route.
  app.use('*', pathsAreText);
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, Messages.payloadTooLarge);
      },
    });
  const defaultLimit = limitTo(deps.config.bodyLimitBytes);
  // Upload endpoints take a larger body, on their own paths only: the limit their descriptor
  // declares (lib/body-limits.ts, `{param}` paths included); the file's own cap is the route's.
  // One middleware per size, not per path: a path with an id must not grow the map per request.
  const uploadLimits = new Map<number, MiddlewareHandler>();
  const limitFor = (path: string) => {
    const declared = bodyLimits.get(path);
    if (declared === undefined) return defaultLimit;
    const size = Math.max(declared, deps.config.bodyLimitBytes);
    const known = uploadLimits.get(size);
    if (known) return known;
    const limit = limitTo(size);
    uploadLimits.set(size, limit);
    return limit;
  };
  app.use('/api/*', (c, next) => limitFor(c.req.path)(c, next));

  app.get('/api/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ message: 'ok', responseBody: { status: 'ok', mode: deps.config.mode } });
  });
  authRoutes(app);
  profileRoutes(app);
  pinRoutes(app);
  apiConfigurationRoutes(app);
  merchantSettingsRoutes(app);
  chargeRoutes(app);
  accountLimitRoutes(app);
  twoFactorSettingsRoutes(app);
  kybRoutes(app);
  teamRoutes(app);
  notificationRoutes(app);
  dashboardRoutes(app);
  paymentLinkRoutes(app);
  webhookRoutes(app);
  customerRoutes(app);
  transactionRoutes(app);
  exportRoutes(app);
  checkoutRoutes(app);
  receiptRoutes(app);
  balanceRoutes(app);
  settlementAccountRoutes(app);
  payoutRoutes(app);
  refundRoutes(app);
  conversionRoutes(app);
  chargebackRoutes(app);
  whiteLabellingRoutes(app);
  subAccountRoutes(app);
  subAccountTransferRoutes(app);
  subAccountPayoutRoutes(app);
  supportRoutes(app);
  if (deps.mailer.kind === 'dev-mailbox') devRoutes(app);
  publicApiRoutes(app);
  docsRoutes(app);
  // The public pay pages (HTML): before the SPA fallback, which would answer them with the dashboard.
  payPageRoutes(app);
  receiptPageRoutes(app);

  app.notFound((c) => c.json({ message: Messages.notFound, errorCode: ErrorCode.NOT_FOUND }, 404));
  app.onError(onError);

  if (deps.config.webDist) serveWeb(app, deps.config.webDist);
  return app;
}

export type App = ReturnType<typeof createApp>;
