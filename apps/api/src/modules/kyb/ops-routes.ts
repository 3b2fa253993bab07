/**
 * Operator endpoints for the KYB review: POST /api/ops/kyb/{merchant}/approve and …/reject
 * (`{ "reason": "…" }`), where {merchant} is a merchant public id or a user's email. They are what
 * `npm run ops -- kyb:approve|kyb:reject` calls when PAYRAIL_URL and OPS_TOKEN are set (the
 * embedded database is locked by the running server). Authorized by `Authorization: Bearer
 * <OPS_TOKEN>`, compared in constant time. Without OPS_TOKEN they do not exist (the app's 404).
 * They are the provider's, not a merchant's: outside the merchant API and its OpenAPI document, so
 * a plain Hono route with no contract descriptor (the web never calls it).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { KybSandboxDecision } from '@payrail/contract/kyb';
import type { Context } from 'hono';
import { hashToken, safeEqualHex } from '#lib/crypto.ts';
import type { AppEnv } from '#lib/env.ts';
import { fieldErrors } from '#lib/error-handler.ts';
import { AppError, notFound, validation } from '#lib/errors.ts';
import { decideKyb, findMerchant } from './kyb-review.ts';

function authorize(c: Context<AppEnv>): void {
  const token = c.get('deps').config.opsToken;
  if (!token) throw notFound();
  const given = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!safeEqualHex(hashToken(given), hashToken(token)))
    throw new AppError(ErrorCode.UNAUTHENTICATED, 'Operator token required');
}

/** The body, checked with the same schema as the sandbox simulator's (a rejection needs a reason). */
async function decisionFrom(c: Context<AppEnv>, decision: 'approve' | 'reject') {
  const text = await c.req.text();
  let body: unknown = {};
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError(ErrorCode.MALFORMED_JSON, Messages.malformedJson);
    }
  }
  const parsed = KybSandboxDecision.safeParse({ ...(typeof body === 'object' ? body : {}), decision });
  if (!parsed.success) throw validation(fieldErrors(parsed.error));
  return parsed.data;
}

export function kybOpsRoutes(app: OpenAPIHono<AppEnv>) {
  app.post('/api/ops/kyb/:merchant/:decision{approve|reject}', async (c) => {
    authorize(c);
    const deps = c.get('deps');
    const merchant = await findMerchant(deps.db, c.req.param('merchant'));
    const { decision, reason } = await decisionFrom(c, c.req.param('decision') as 'approve' | 'reject');
    const status = await decideKyb({ deps }, { merchantId: merchant.id, decision, reason, by: 'ops' });
    return c.json({
      message: `KYB ${status} for ${merchant.name} (${merchant.publicId})`,
      responseBody: { merchant: merchant.publicId, status },
    });
  });
}
