/**
 * Operator endpoints for support's staff: GET /api/ops/support/tickets, POST
 * /api/ops/support/tickets/{code}/reply (`{ "message": "…" }`) and …/close. They are what
 * `npm run ops -- support:*` calls when PAYRAIL_URL and OPS_TOKEN are set (the embedded database is
 * locked by the running server). Authorized by `Authorization: Bearer <OPS_TOKEN>`, as the KYB
 * ones (modules/kyb/ops-routes.ts); without OPS_TOKEN they do not exist. The provider's, not a
 * merchant's: outside the merchant API and its OpenAPI document.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import type { Context } from 'hono';
import { hashToken, safeEqualHex } from '#lib/crypto.ts';
import type { AppEnv } from '#lib/env.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { staffClose, staffReply, staffTickets } from './staff.ts';

function authorize(c: Context<AppEnv>): void {
  const token = c.get('deps').config.opsToken;
  if (!token) throw notFound();
  const given = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!safeEqualHex(hashToken(given), hashToken(token)))
    throw new AppError(ErrorCode.UNAUTHENTICATED, 'Operator token required');
}

async function messageOf(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '';
  } catch {
    throw new AppError(ErrorCode.MALFORMED_JSON, Messages.malformedJson);
  }
}

export function supportOpsRoutes(app: OpenAPIHono<AppEnv>) {
  app.get('/api/ops/support/tickets', async (c) => {
    authorize(c);
    const rows = await staffTickets({ deps: c.get('deps') });
    return c.json({
      message: `${rows.length} ticket(s) waiting`,
      responseBody: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    });
  });
  app.post('/api/ops/support/tickets/:code/reply', async (c) => {
    authorize(c);
    const row = await staffReply(
      { deps: c.get('deps') },
      { code: c.req.param('code'), message: await messageOf(c), by: 'ops' },
    );
    return c.json({
      message: `${row.code}: answered; the merchant was emailed`,
      responseBody: { status: row.status },
    });
  });
  app.post('/api/ops/support/tickets/:code/close', async (c) => {
    authorize(c);
    const row = await staffClose({ deps: c.get('deps') }, { code: c.req.param('code'), by: 'ops' });
    return c.json({ message: `${row.code}: closed`, responseBody: { status: row.status } });
  });
}
