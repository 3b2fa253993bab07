/**
 * Receipt endpoints: the merchant's PDF (spec 001 §7) and the public verification, as JSON for
 * programs and as the page a receipt's QR code opens (/verify/{reference}?t=, HTML, registered
 * before the SPA fallback like the pay pages).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as receipts from '@payrail/contract/receipts';
import type { AppEnv } from '#lib/env.ts';
import { notFound } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { transactionReceipt, verifyReceipt } from './service.ts';
import { renderVerifyPage } from './verify-page.ts';

const tag = 'Receipts';

export function receiptRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    receipts.transactionReceipt,
    {
      tag,
      summary: 'A received payment’s receipt, as a PDF (SingleTransactionReceipt.pdf)',
      description:
        'For a payment received in full or in part: the merchant, amount, fee the customer paid, reference, date (Africa/Lagos), channel and customer, with a QR code and address of its public verification. A payment that was not received (pending, failed) has no receipt: 409 CONFLICT. Another merchant’s transaction is a 404.',
    },
    async (ctx, { params }) => transactionReceipt(ctx, params),
  );

  endpoint(
    app,
    receipts.verifyReceipt,
    {
      tag,
      summary: 'Check a receipt with the provider (public)',
      description:
        'The reference and token printed on a receipt (its QR code). A genuine receipt answers what it shows: merchant, amount received, status, channel, date. Anything else (an unknown reference, a wrong token, a payment not received) is the same 404, so the check reveals nothing about other payments.',
    },
    async (ctx, { params, query }) => {
      const found = await verifyReceipt(ctx.deps, { reference: params.reference, t: query.t });
      if (!found) throw notFound('We could not confirm this receipt');
      return { message: 'Genuine payment', responseBody: found };
    },
  );
}

/** The page a receipt's QR code opens. */
export function receiptPageRoutes(app: OpenAPIHono<AppEnv>) {
  app.get('/verify/:reference', async (c) => {
    const parsed = receipts.VerifyReceiptParams.safeParse({ reference: c.req.param('reference') });
    const token = receipts.VerifyReceiptQuery.safeParse({ t: c.req.query('t') ?? '' });
    const found =
      parsed.success && token.success
        ? await verifyReceipt(c.get('deps'), { reference: parsed.data.reference, t: token.data.t })
        : undefined;
    return c.html(renderVerifyPage(found), found ? 200 : 404, {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
