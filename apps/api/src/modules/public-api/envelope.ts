/**
 * The public API's own envelope (Paystack's): every failure under /api/paystack, wherever it was
 * raised (the body limit, a path that is not text, validation, a service, an unknown route), leaves
 * as `{ status: false, message, errors? }` with its status and headers (Retry-After). Validation
 * failures answer 400, as Paystack's do, not the dashboard's 422. Registered before every other
 * middleware of the app, so it sees the answer the app's error handler built.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#lib/env.ts';

export const PUBLIC_API_BASE = '/api/paystack';

export const publicApiEnvelope: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('json')) return;
  let body: { message?: unknown; errorCode?: unknown; errors?: unknown } | null;
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || !('errorCode' in body)) return;
  const status = body.errorCode === 'VALIDATION_ERROR' ? 400 : res.status;
  const out = {
    status: false,
    message: typeof body.message === 'string' ? body.message : 'Request failed',
    ...(body.errors ? { errors: body.errors } : {}),
  };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined as never;
  c.res = new Response(JSON.stringify(out), { status, headers });
};
