/**
 * Server side of the pay page: the whole HTML document for a `PayState`, rendered with
 * react-dom/server. The API imports this file from source (Node's type stripping runs it as is; it
 * and everything it imports are plain .ts with createElement, no JSX), so API tests need no build.
 * The browser part is the hashed boot script named by the web build's Vite manifest (`assets`, see
 * apps/web/src/pay/boot.ts for when it hydrates); the state travels in a JSON data block, which CSP lets through because it is
 * never executed.
 */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { PayApp } from './pay-app.ts';
import { PAY_STATE_ID, type PayState, pageTitle, waitingForPayment } from './pay-state.ts';
import { PAY_CSS } from './pay-styles.ts';

/** The boot script (its static imports preloaded) and the hydrating client it loads. */
export type PayAssets = { script: string | null; preload: string[]; client: string | null };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON that cannot close its <script> element or break out of it. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `inlineLogo`: a `data:` URL the HTML draws the merchant's logo from (a small logo, so it needs no
 * request of its own). Only the markup carries it: the state keeps the logo's address, and the
 * client hydrates with the address it finds drawn (apps/web/src/pay/client-entry.ts).
 */
export type RenderOptions = { inlineLogo?: string | null };

/** The state as the HTML draws it: the logo from `src` when given. */
function drawnState(state: PayState, src: string | null | undefined): PayState {
  const logo = state.kind === 'link' ? state.view.branding?.logo : null;
  if (!src || state.kind !== 'link' || !logo || !state.view.branding) return state;
  return {
    ...state,
    view: { ...state.view, branding: { ...state.view.branding, logo: { ...logo, url: src } } },
  };
}

export function renderPayPage(state: PayState, assets: PayAssets, options: RenderOptions = {}): string {
  const drawn = drawnState(state, options.inlineLogo);
  const app = renderToString(h(PayApp, { state: drawn, now: state.now, busy: false }));
  const eager = state.kind === 'link' && waitingForPayment(state.checkout);
  const scripts = assets.script
    ? [
        ...assets.preload.map((f) => `<link rel="modulepreload" href="${escapeHtml(f)}">`),
        `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
      ].join('')
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(pageTitle(state))}</title>`,
    `<style>${PAY_CSS}</style>`,
    scripts,
    `</head><body><div id="pay-root" data-hydrate="${eager ? 'eager' : 'on-interaction'}"${assets.client ? ` data-client="${escapeHtml(assets.client)}"` : ''}>${app}</div>`,
    `<script type="application/json" id="${PAY_STATE_ID}">${safeJson(state)}</script>`,
    '</body></html>',
  ].join('');
}
