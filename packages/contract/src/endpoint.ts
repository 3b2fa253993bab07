/**
 * An endpoint is declared once, here in the contract, as a descriptor: its method, version base,
 * exact spec path, who may call it, the schemas of its parameters, query, body and answer, the
 * file types it answers, its body limit and the error codes it can answer beyond those every
 * endpoint of its kind can. The API registers a descriptor with its handler (apps/api
 * lib/route.ts); the web calls it with `call(descriptor, …)` (apps/web lib/call.ts) and gets the
 * answer typed from the same object; route guards and "why is this disabled" read its `access`.
 *
 * What only the API's reader needs (summary, description, tag) stays with the handler, so the
 * web bundle does not carry the API reference.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { Permission } from './permissions.ts';

/** Who may call an endpoint. */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'session' }
  /** Only the merchant's owner (the audit log). */
  | { readonly kind: 'owner' }
  | { readonly kind: 'permission'; readonly permission: Permission };

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const sessionAccess = { kind: 'session' } as const satisfies Access;
export const ownerAccess = { kind: 'owner' } as const satisfies Access;
/** An endpoint that needs one permission: `needs('payment-link:create')`. */
export const needs = <P extends Permission>(permission: P) => ({ kind: 'permission', permission }) as const;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Version = 'v1' | 'v2' | 'dev';

type Obj = z.ZodObject | undefined;
type Any = z.ZodType | undefined;

export type Endpoint<
  P extends Obj = Obj,
  Q extends Obj = Obj,
  B extends Any = Any,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  readonly method: Method;
  readonly version: Version;
  /** The spec's path after the version base, in OpenAPI form: `/payment-links/{ref}`. */
  readonly path: string;
  readonly access: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** How the body comes: JSON (default), or multipart/form-data for uploads. */
  readonly bodyType?: 'json' | 'multipart';
  /** The largest body this endpoint reads, in bytes (uploads); the server's default otherwise. */
  readonly bodyLimit?: number;
  /** The answer is a file of one of these media types, not the JSON envelope. */
  readonly file?: readonly string[];
  /** Schema of the envelope's `responseBody` (for a file answer, of nothing: `Empty`). */
  readonly response: R;
  readonly status?: 200 | 201;
  /**
   * The codes this endpoint answers beyond those every endpoint of its kind can (validation, a
   * malformed or oversized body, no session, not authorized). The statuses come from the
   * catalogue; the OpenAPI document lists both per operation.
   */
  readonly errors?: readonly ErrorCode[];
};

/** Declares an endpoint; the identity, there for the inference of its schema types. */
export function defineEndpoint<
  P extends Obj = undefined,
  Q extends Obj = undefined,
  B extends Any = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends Access = Access,
>(d: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return d;
}

type In<T> = T extends z.ZodType ? z.input<T> : never;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends: only the parts the endpoint declares, typed by its schemas' input. */
export type CallArgs<E> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? (P extends z.ZodType ? { params: In<P> } : { params?: never }) &
        (Q extends z.ZodType ? { query: In<Q> } : { query?: never }) &
        (B extends z.ZodType ? { body: In<B> | FormData } : { body?: never })
    : never;

/** What the server's handler reads: the parts, parsed by the schemas. */
export type Parsed<E> =
  E extends Endpoint<infer P, infer Q, infer B> ? { params: Out<P>; query: Out<Q>; body: Out<B> } : never;

/** The `responseBody` of a JSON answer, as the caller receives it. */
export type Answer<E> = E extends Endpoint<Obj, Obj, Any, infer R> ? z.output<R> : never;

/** True when no caller can meet the access without a session. */
export const needsSession = (access: Access): boolean => access.kind !== 'public';

/** `/payment-links/{ref}` with `{ ref: 'a b' }` → `/payment-links/a%20b`; a missing value throws. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
