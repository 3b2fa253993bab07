/**
 * Where a paid customer is sent (`callback_url`, a page's `redirect_url`): the contract already
 * keeps only absolute http(s) addresses with a host (packages/contract public-api.ts). Here the
 * instance's mode decides the scheme: a live instance sends customers on over https only (plain
 * http would carry the reference and status unprotected, and invites a downgrade); a sandbox also
 * takes http, for a merchant's server on its own machine (http://localhost:…).
 */
import { validation } from '#lib/errors.ts';
import type { ApiCaller } from './caller.ts';

export const HTTPS_ONLY_MESSAGE = 'Use an https address: a live account sends customers on over https only';

/** Refuses an http address in live mode with 400 on `field`. */
export function refusePlainHttpWhenLive(caller: ApiCaller, field: string, url: string | undefined): void {
  if (url === undefined || caller.deps.config.mode !== 'live') return;
  if (new URL(url).protocol !== 'https:') throw validation({ [field]: [HTTPS_ONLY_MESSAGE] });
}
