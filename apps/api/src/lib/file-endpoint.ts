/**
 * Endpoints whose body or answer is a file rather than JSON (uploads, images served back). They
 * are declared like every other endpoint (lib/route.ts): access, OpenAPI operation and the
 * registry entry the access tests walk. Differences: an `upload` body is documented as a binary or
 * multipart (`file`) body and left to the handler to read and check (lib/image-upload.ts), so it
 * answers 413/422 but never 400; and the handler returns the Response itself.
 */
import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { ErrorBody, envelope } from '@payrail/contract/envelope';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './env.ts';
import { type Access, registry } from './route.ts';
import { requireSession } from './session.ts';

export type FileDeclaration = {
  method: 'get' | 'post' | 'put';
  version: 'v1' | 'v2';
  path: string;
  /** Never public: a file endpoint always needs a session. */
  access: Access;
  summary: string;
  description?: string;
  tag: string;
  /** A file body: raw bytes, or multipart/form-data with the field `file`. */
  upload?: { types: readonly string[] };
  /** JSON `responseBody` schema, or the content types of a file answer. */
  response: z.ZodType | { fileTypes: readonly string[] };
  errors?: number[];
};

export function fileEndpoint(
  app: OpenAPIHono<AppEnv>,
  d: FileDeclaration,
  handler: (c: Context<AppEnv>) => Promise<Response>,
): void {
  const path = `/api/${d.version}${d.path}`;
  const errors = [
    ...new Set([
      401,
      ...(d.upload ? [413, 422] : []),
      ...(d.access.kind === 'session' ? [] : [403]),
      ...(d.errors ?? []),
    ]),
  ].sort();
  // Plain OpenAPI schemas, not zod: zod-openapi would otherwise validate a multipart body itself.
  const binary = { type: 'string', format: 'binary' } as const;
  const content: Record<string, { schema: z.ZodType | typeof binary }> =
    'fileTypes' in d.response
      ? Object.fromEntries(d.response.fileTypes.map((t) => [t, { schema: binary }]))
      : { 'application/json': { schema: envelope(d.response) } };
  const responses: RouteConfig['responses'] = { 200: { description: 'Success', content } };
  for (const s of errors)
    responses[s] = { description: `Error ${s}`, content: { 'application/json': { schema: ErrorBody } } };
  const request = d.upload
    ? {
        body: {
          required: true,
          content: {
            ...Object.fromEntries(d.upload.types.map((t) => [t, { schema: binary }])),
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: binary }, required: ['file'] },
            },
          },
        },
      }
    : undefined;
  const config = {
    method: d.method,
    path,
    summary: d.summary,
    description: [d.description, 'Needs a session (bearer token).'].filter(Boolean).join('\n\n'),
    tags: [d.tag],
    middleware: [requireSession(d.access)],
    security: [{ bearer: [] }],
    ...(request ? { request } : {}),
    responses,
  } as RouteConfig;
  if (!registry.some((r) => r.method === d.method.toUpperCase() && r.path === path))
    registry.push({ method: d.method.toUpperCase(), path, access: d.access, errors, input: {} });
  const route = createRoute(config);
  // The route's body is read by the handler (no JSON validation), and it answers with its own Response.
  app.openapi(route, ((c: Context<AppEnv>) => handler(c)) as never);
}
