/**
 * The OpenAPI document (generated from the endpoint declarations) and a reference page rendered
 * on the server, so it needs no script and no third-party assets. They describe the API rather
 * than belong to it: not spec endpoints and not in the document themselves, so plain Hono routes
 * with no contract descriptor (the web app never calls them).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#lib/env.ts';
import { renderReference } from './reference-page.ts';

const info = {
  title: 'Payrail API',
  version: '1.0.0',
  description:
    'The API behind the Payrail merchant dashboard and pay pages. Answers are JSON: `{ message, responseBody }` on success, `{ message, errorCode, errors? }` on failure. Money is in minor units (kobo, cents) as integers. The public merchant API under `/api/paystack` (tag "Public API (Paystack-compatible)", secret key as the bearer) answers in Paystack’s envelope instead: `{ status: true, message, data }`, `{ status: false, message, errors? }` (docs/PUBLIC-API.md).',
};

export function docsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  const document = () => app.getOpenAPI31Document({ openapi: '3.1.0', info });
  app.get('/api/docs/openapi.json', (c) => c.json(document()));
  app.get('/api/docs', (c) => c.html(renderReference(document())));
}
