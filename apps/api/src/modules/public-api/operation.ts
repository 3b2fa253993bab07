/**
 * How a public API operation is declared: like lib/route.ts's `endpoint()` (one declaration gives
 * the OpenAPI operation, the input validation with the contract's zod schemas and the answer's
 * check), but with Paystack's envelope and the secret key instead of a session. Every operation
 * authenticates the key first (401 / 403 before any input is read), counts the request against the
 * key's rate limit, refuses prototype keys anywhere in a JSON body, and parses its answer with the
 * declared schema (with `status: true` added) before it leaves, so a field the contract does not name fails instead of leaking.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PaystackError } from '@payrail/contract/public-api';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '#lib/env.ts';
import { oneValueEach, QUERY_MESSAGES, refuseReservedKeys } from '#lib/route.ts';
import { type ApiCaller, authenticateCaller, callerOf } from './caller.ts';
import { PUBLIC_API_BASE } from './envelope.ts';

export const PUBLIC_API_TAG = 'Public API (Paystack-compatible)';
export const SECURITY_SCHEME = 'secretKey';

type Obj = z.ZodObject | undefined;
type Any = z.ZodType | undefined;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type Operation<P extends Obj, Q extends Obj, B extends Any, R extends z.ZodType> = {
  method: 'get' | 'post';
  /** After /api/paystack, `{param}` for parameters. */
  path: string;
  summary: string;
  description: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: 200 | 201;
  /** The failures it can answer beside 400, 401, 403, 429. */
  errors?: number[];
};

export type Input<P, Q, B> = { params: Out<P>; query: Out<Q>; body: Out<B> };

const errorText: Record<number, string> = {
  400: 'Bad input: `errors` maps each field to its messages; or a duplicate reference',
  401: 'No secret key, an unknown one, or a rolled one past its grace: `Invalid key`',
  403: 'The caller’s address is not in the merchant’s IP allow-list',
  404: 'Not found (also another merchant’s object)',
  409: 'Idempotency-Key reused with another body',
  413: 'Body too large',
  429: 'Rate limited (per key; or too many failed keys from this address): see Retry-After',
};

/** Every operation declared, once each (apps are built more than once): tests walk it. */
export const publicOperations: { method: string; path: string; query?: z.ZodObject }[] = [];

/** Paystack's clients show `message` alone, so it names the parameter. */
const repeatedMessage = (fields: string[]) => `${fields.join(', ')}: ${QUERY_MESSAGES.repeated}`;

export function operation<P extends Obj, Q extends Obj, B extends Any, R extends z.ZodType>(
  app: OpenAPIHono<AppEnv>,
  op: Operation<P, Q, B, R>,
  handler: (
    caller: ApiCaller,
    input: Input<P, Q, B>,
    c: Context<AppEnv>,
  ) => Promise<Omit<z.input<R>, 'status'>>,
): void {
  const statuses = [...new Set([400, 401, 403, 429, ...(op.errors ?? [])])].sort();
  const path = `${PUBLIC_API_BASE}${op.path}`;
  if (!publicOperations.some((o) => o.method === op.method.toUpperCase() && o.path === path))
    publicOperations.push({
      method: op.method.toUpperCase(),
      path,
      ...(op.query ? { query: op.query } : {}),
    });
  const route = createRoute({
    method: op.method,
    path,
    summary: op.summary,
    description: `${op.description}\n\nAuthorization: \`Bearer <secret key>\` (sk_test_… or sk_live_…).`,
    tags: [PUBLIC_API_TAG],
    security: [{ [SECURITY_SCHEME]: [] }],
    middleware: [authenticateCaller, ...(op.query ? [oneValueEach(op.query, repeatedMessage)] : [])],
    request: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.body ? { body: { content: { 'application/json': { schema: op.body } }, required: true } } : {}),
    },
    responses: {
      [op.status ?? 200]: {
        description: 'Success',
        content: { 'application/json': { schema: op.response } },
      },
      ...Object.fromEntries(
        statuses.map((s) => [
          s,
          {
            description: errorText[s] ?? 'Error',
            content: { 'application/json': { schema: PaystackError } },
          },
        ]),
      ),
    },
  });
  const valid = (c: Context<AppEnv>, target: 'param' | 'query' | 'json') =>
    (c.req.valid as (t: string) => unknown)(target);
  app.openapi(route, async (c) => {
    const jsonText = op.body ? c.req.bodyCache.text : undefined;
    if (jsonText) refuseReservedKeys(JSON.parse(await jsonText));
    const input = {
      params: op.params ? valid(c, 'param') : undefined,
      query: op.query ? valid(c, 'query') : undefined,
      body: op.body ? valid(c, 'json') : undefined,
    } as Input<P, Q, B>;
    const answer = await handler(callerOf(c), input, c as unknown as Context<AppEnv>);
    return c.json(op.response.parse({ status: true, ...answer }), op.status ?? 200) as never;
  });
}
