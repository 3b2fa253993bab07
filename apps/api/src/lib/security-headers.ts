import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { viaHttps } from './request-meta.ts';

/**
 * Security headers on every answer. Scripts only from our origin (no inline scripts); inline
 * styles are allowed because the toaster and popovers set style attributes at run time.
 */
const directives = (formAction: string) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  `form-action ${formAction}`,
  "frame-ancestors 'none'",
];
const CSP = directives("'self'").join('; ');

/**
 * The policy of a page whose form's answer sends the browser on to another origin (the pay page of
 * a payment initialized through the public API: paid in full, its redirects end at the merchant's
 * callback). Browsers hold a form submission's whole redirect chain to `form-action`, so with
 * `'self'` alone the last hop is blocked; that one origin (as `URL.origin` writes it) is added.
 * A route sets it on its answer; `securityHeaders` keeps a policy a route set.
 */
export function cspWithFormActionTo(origin: string): string {
  return directives(`'self' ${origin}`).join('; ');
}

/**
 * A script, stylesheet, image or font of the built app: headers about documents (what they may
 * load, frame or use) mean nothing on it, and would cost ~0.45 KB on each of the dozens of files
 * a first visit downloads on a slow mobile network. Everything else (HTML pages, the API, files the
 * API answers) gets them all.
 */
const isSubresource = (path: string, type: string) =>
  path.startsWith('/assets/') && !type.startsWith('text/html');

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  if (!isSubresource(c.req.path, h.get('content-type') ?? '')) {
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CSP);
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  }
  const { config } = c.get('deps');
  const https = viaHttps(c) || config.appUrl.startsWith('https:');
  if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // API answers are not cached, unless the route chose its own policy (a private image, for example).
  if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
};
