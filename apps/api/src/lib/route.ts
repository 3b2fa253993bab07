/**
 * Every endpoint is declared once: path, contract schemas, who may call it, and the error statuses
 * it can answer. The OpenAPI document, input validation, output checking and the access check all
 * come from this one declaration, and `registry` lets tests walk every endpoint (for example to
 * prove that each one declares its access).
 */
import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  type Access,
  type Endpoint,
  ownerAccess,
  type Parsed,
  publicAccess,
  sessionAccess,
} from '@payrail/contract/endpoint';
import { ErrorBody, envelope } from '@payrail/contract/envelope';
import { ErrorCatalogue, type ErrorCode } from '@payrail/contract/errors';
import { hasControlCharacters, isReservedKey, TextMessages } from '@payrail/contract/text';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { bodyLimits } from './body-limits.ts';
import { type Ctx, type PublicCtx, publicCtx, sessionCtx } from './context.ts';
import type { AppEnv } from './env.ts';
import { AppError, notFound, validation } from './errors.ts';
import { multipartBody, plainSchema } from './multipart-body.ts';
import { requireSession } from './session.ts';

export type { Access };
export { ownerAccess, publicAccess, sessionAccess };

const statusText: Record<number, string> = {
  400: 'Malformed request (for example invalid JSON)',
  401: 'No session, or the session expired',
  403: 'Not authorized',
  404: 'Not found (also for another merchant’s object)',
  409: 'Conflict',
  413: 'Body too large',
  415: 'The body is not JSON (send Content-Type: application/json)',
  422: 'Validation failed: `errors` maps each field to its messages',
  429: 'Rate limited: see Retry-After',
  500: 'Unexpected server error',
};

type Obj = z.ZodObject | undefined;
type Any = z.ZodType | undefined;

/** What only the API reference needs: kept here, out of the contract the web bundles. */
export type Docs = { summary: string; description?: string; tag: string };

export type Reply<R extends z.ZodType> = {
  message: string;
  responseBody: z.input<R>;
  /** Headers of the answer (a replayed start's `Idempotent-Replayed`). */
  headers?: Record<string, string>;
};
/** The context a handler of an endpoint with this access receives. */
export type CtxFor<A extends Access> = A extends { kind: 'public' } ? PublicCtx : Ctx;

export type RegisteredRoute = {
  method: string;
  path: string;
  access: Access;
  /** The statuses it can answer besides success. */
  errors: number[];
  /** The error codes it can answer; undefined for a route not yet declared by a descriptor. */
  codes: ErrorCode[] | undefined;
  bodyLimit: number | undefined;
  input: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType };
};
export const registry: RegisteredRoute[] = [];
export { bodyLimits };

/** Refuses a JSON request whose body does not parse; the text stays cached for the validator. */
const wellFormedJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/^application\/([a-z.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    try {
      JSON.parse(await c.req.text());
    } catch {
      throw new AppError('MALFORMED_JSON');
    }
  }
  await next();
};

/** The codes every endpoint of a descriptor's kind can answer, beside its own. */
export function sharedCodes(d: Pick<Endpoint, 'access' | 'body' | 'bodyType' | 'params'>): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_ERROR', 'INTERNAL_ERROR'];
  if (d.params) codes.push('NOT_FOUND');
  if (d.body) {
    codes.push('PAYLOAD_TOO_LARGE');
    if (d.bodyType !== 'multipart') codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (d.access.kind !== 'public') codes.push('UNAUTHENTICATED', 'SESSION_EXPIRED');
  if (d.access.kind === 'permission' || d.access.kind === 'any' || d.access.kind === 'owner')
    codes.push('NOT_AUTHORIZED');
  return codes;
}

/**
 * Registers a contract descriptor with its handler. The handler gets the request context (the
 * actor and, behind a session, their access; lib/context.ts) and the input its schemas parsed.
 */
export function endpoint<
  P extends Obj = undefined,
  Q extends Obj = undefined,
  B extends Any = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(
  app: OpenAPIHono<AppEnv>,
  d: Endpoint<P, Q, B, R, A>,
  docs: Docs,
  handler: (ctx: CtxFor<A>, input: Parsed<Endpoint<P, Q, B, R, A>>) => Promise<Reply<R> | Response>,
): void {
  const codes = [...new Set([...sharedCodes(d), ...(d.errors ?? [])])].sort();
  for (const code of codes) {
    if (!(code in ErrorCatalogue)) throw new Error(`${d.path}: ${code} is not in the error catalogue`);
  }
  const statuses = codes.map((code) => ErrorCatalogue[code].status as number);
  const ctxOf = d.access.kind === 'public' ? publicCtx : sessionCtx;
  register(app, { ...d, ...docs, codes, statuses }, (c, input) =>
    handler(ctxOf(c) as CtxFor<A>, input as Parsed<Endpoint<P, Q, B, R, A>>),
  );
}

type Spec = Omit<Endpoint, 'errors'> & Docs & { codes: ErrorCode[] | undefined; statuses: number[] };

function register(
  app: OpenAPIHono<AppEnv>,
  d: Spec,
  handler: (
    c: Context<AppEnv>,
    input: unknown,
  ) => Promise<{ message: string; responseBody: unknown; headers?: Record<string, string> } | Response>,
): void {
  const status = d.status ?? 200;
  const errors = [...new Set(d.statuses)].sort();
  const binary = { type: 'string', format: 'binary' } as const;
  const responses: RouteConfig['responses'] = {
    [status]: {
      description: 'Success',
      content: d.file
        ? Object.fromEntries(d.file.map((t) => [t, { schema: binary }]))
        : { 'application/json': { schema: envelope(d.response) } },
    },
  };
  // A descriptor's codes are listed for machines (`x-error-codes`: on the operation all of them, on
  // each error response those of its status in the catalogue) and, in the description, for readers.
  for (const s of errors) {
    const codes = d.codes?.filter((code) => ErrorCatalogue[code].status === s);
    const listed = codes?.length ? ` (${codes.map((code) => `\`${code}\``).join(', ')})` : '';
    responses[s] = {
      description: `${statusText[s] ?? 'Error'}${listed}`,
      content: { 'application/json': { schema: ErrorBody } },
      ...(codes ? { 'x-error-codes': codes } : {}),
    };
  }
  const accessNote =
    d.access.kind === 'public'
      ? 'Public: no session needed.'
      : d.access.kind === 'session'
        ? 'Needs a session (bearer token).'
        : d.access.kind === 'owner'
          ? "Only the merchant's owner."
          : d.access.kind === 'any'
            ? `Needs any one of the ${d.access.permissions.map((p) => `\`${p}\``).join(', ')} permissions.`
            : `Needs the \`${d.access.permission}\` permission.`;
  // Routing ignores a trailing slash (the app is not strict), so the route is registered without it:
  // `auth/resend-verification-link/` answers with and without the slash, as the spec writes it.
  const path = `/api/${d.version}${d.path}`.replace(/(.)\/$/, '$1');
  // Apps are built more than once (tests build one per file); each endpoint is listed once.
  const known = registry.some((r) => r.method === d.method.toUpperCase() && r.path === path);
  if (!known)
    registry.push({
      method: d.method.toUpperCase(),
      path,
      access: d.access,
      errors,
      codes: d.codes,
      bodyLimit: d.bodyLimit,
      input: {
        ...(d.params ? { params: d.params } : {}),
        ...(d.query ? { query: d.query } : {}),
        ...(d.body ? { body: d.body } : {}),
      },
    });
  if (d.bodyLimit !== undefined) bodyLimits.set(path, d.bodyLimit);
  const middleware: MiddlewareHandler<AppEnv>[] = [
    ...(d.access.kind === 'public' ? [] : [requireSession(d.access)]),
    // The path and query are checked before the body; a body that is not JSON at all is still
    // answered as such (400), not with the field errors of a parameter beside it.
    ...(d.body && d.bodyType !== 'multipart' && (d.params || d.query) ? [wellFormedJson] : []),
    // Before the query's validator: a parameter given twice is named as such, not as a wrong type.
    ...(d.query ? [oneValueEach(d.query)] : []),
  ];
  const route = createRoute({
    method: d.method,
    path,
    summary: d.summary,
    description: [d.description, accessNote].filter(Boolean).join('\n\n'),
    tags: [d.tag],
    middleware,
    ...(d.codes ? { 'x-error-codes': d.codes } : {}),
    ...(d.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    request: {
      ...(d.params ? { params: d.params } : {}),
      ...(d.query ? { query: d.query } : {}),
      ...(d.body
        ? {
            body: {
              // A multipart body is documented with a plain schema (zod-openapi would answer 415 to
              // any other content type) and read by multipartBody() below.
              content:
                d.bodyType === 'multipart'
                  ? { 'multipart/form-data': { schema: plainSchema(d.body) } }
                  : { 'application/json': { schema: d.body } },
              required: true,
            },
          }
        : {}),
    },
    responses,
  });
  // The validated input is read back untyped here, once, and typed by the declaration's generics.
  const valid = (c: Context<AppEnv>, target: 'param' | 'query' | 'json') =>
    (c.req.valid as (t: string) => unknown)(target);
  app.openapi(route, async (c) => {
    // The JSON text the validator read (cached by Hono; absent when the body was not JSON at all).
    const jsonText = d.body && d.bodyType !== 'multipart' ? c.req.bodyCache.text : undefined;
    if (jsonText) refuseReservedKeys(JSON.parse(await jsonText));
    const input = {
      params: d.params ? valid(c, 'param') : undefined,
      query: d.query ? valid(c, 'query') : undefined,
      body: d.body
        ? d.bodyType === 'multipart'
          ? await multipartBody(c as unknown as Context<AppEnv>, d.body)
          : valid(c, 'json')
        : undefined,
    };
    const reply = await handler(c as unknown as Context<AppEnv>, input);
    // A file answer (d.file) is the handler's own Response: its bytes, not the JSON envelope.
    if (reply instanceof Response) return reply as never;
    // The answer is checked against the contract: a drifted field fails loudly instead of leaking.
    const body = { message: reply.message, responseBody: d.response.parse(reply.responseBody) };
    return c.json(body, status, reply.headers);
  });
}

export const QUERY_MESSAGES = { repeated: 'Give this parameter once' } as const;

/** Whether a schema takes a list (a repeated parameter is then its values), through its wrappers. */
function takesMany(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string } & Partial<
    Record<'innerType' | 'in' | 'out', z.core.$ZodType> & { options: z.core.$ZodType[] }
  >;
  if (def.type === 'array' || def.type === 'tuple' || def.type === 'set') return true;
  if (def.type === 'union') return (def.options ?? []).some(takesMany);
  if (def.type === 'pipe') return def.in ? takesMany(def.in) : false;
  return def.innerType ? takesMany(def.innerType) : false;
}

/**
 * A query string's parameters reach the schema as one string each, or as a list when given more
 * than once (Hono's validator). A parameter given twice where the schema takes one value is
 * refused here with its name and why (`?perPage=1&perPage=2`), instead of the schema's type error
 * on a list, which reads as the field missing. Parameters the schema does not name are ignored,
 * as the schema ignores them. `message` is the answer's message (the public API's names the field).
 */
export function oneValueEach(
  query: z.ZodObject,
  message?: (fields: string[]) => string,
): MiddlewareHandler<AppEnv> {
  const shape = query.shape as Record<string, z.core.$ZodType>;
  const single = new Set(Object.keys(shape).filter((key) => !takesMany(shape[key]!)));
  return async (c, next) => {
    const errors: Record<string, string[]> = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (values.length > 1 && single.has(key)) errors[key] = [QUERY_MESSAGES.repeated];
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) throw validation(errors, message?.(fields));
    await next();
  };
}

/**
 * A JSON body's keys that would reach an object's prototype (`__proto__`, `constructor`,
 * `prototype`), anywhere in it, are refused with a field error at their path. Schemas already drop
 * or refuse most of them; this holds for every body, whatever its schema does with unknown keys.
 */
export function refuseReservedKeys(body: unknown): void {
  // Walked with a stack of its own, not by recursion: a body nested tens of thousands deep (a
  // 64 KB body of `[`) would otherwise overflow the call stack and answer 500.
  const stack: [unknown, string[]][] = [[body, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    const keys = Object.keys(value);
    // An object's own keys are checked in order before its children, so the first reserved key
    // of a level is the one named, as a recursive walk named it; children are pushed last-first
    // so they are visited in order.
    const reserved = keys.find(isReservedKey);
    if (reserved !== undefined)
      throw validation({ [[...path, reserved].join('.')]: [TextMessages.reservedKey] });
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push([(value as Record<string, unknown>)[key], [...path, key]]);
    }
  }
}

/**
 * Answers 404 before routing when a request's path is not text: percent-encoding that is malformed
 * (`%E0%A4%A`) or decodes to invalid UTF-8 (`%FF`, a lone surrogate's `%ED%A0%80`), or a control
 * character (`%00`, which PostgreSQL cannot even compare). No object is named like that, so the
 * answer is the one an unknown id gets, and no path parameter that reaches a handler or a query
 * carries such text.
 */
export const pathsAreText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  const raw = start === -1 ? '/' : url.slice(start, query === -1 ? undefined : query);
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw notFound();
  }
  if (hasControlCharacters(path)) throw notFound();
  await next();
};
