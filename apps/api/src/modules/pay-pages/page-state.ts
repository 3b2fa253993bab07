/** Builds the pay page's state (packages/pay-page pay-state.ts) from the checkout module's services. */
import { randomBytes } from 'node:crypto';
import type { CheckoutState, PublicLinkView } from '@payrail/contract/checkout';
import type { LinkPageState, MissingPageState } from '@payrail/pay-page/pay-state';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { checkoutState, type LinkSelector, publicView } from '#modules/checkout/index.ts';

export type PageRoute = {
  selector: LinkSelector;
  pageUrl: string;
  /** What the form starts with (an initialized payment's email). */
  prefill?: Record<string, string>;
  /** An initialized payment: paid in full, the customer goes on to the merchant's callback. */
  returnOnSuccess?: boolean;
};

export function pageRoute(by: LinkSelector): PageRoute {
  if ('ref' in by) return { selector: by, pageUrl: `/payment-links/${encodeURIComponent(by.ref)}` };
  return { selector: by, pageUrl: `/link/${encodeURIComponent(by.slug)}` };
}

export const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/** The link's view, or null for an unknown link (any other failure is thrown). */
export async function viewOrNull(
  deps: Deps,
  route: PageRoute,
  opts: { recordView: boolean },
): Promise<PublicLinkView | null> {
  const key = 'ref' in route.selector ? route.selector.ref : route.selector.slug;
  if (!key || key.length > 64) return null;
  try {
    return await publicView({ deps }, { link: route.selector, recordView: opts.recordView });
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** The checkout `reference` if it exists and belongs to this link; null otherwise. */
export async function checkoutOf(deps: Deps, view: PublicLinkView, reference: string | undefined) {
  if (!reference || reference.length > 64) return null;
  try {
    const state = await checkoutState({ deps }, { reference });
    return state.paymentLinkRef === view.ref ? state : null;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export function linkState(
  deps: Deps,
  route: PageRoute,
  view: PublicLinkView,
  extra: Partial<Pick<LinkPageState, 'values' | 'errors' | 'formError'>> & {
    checkout?: CheckoutState | null;
  } = {},
): LinkPageState {
  return {
    kind: 'link',
    view,
    checkout: extra.checkout ?? null,
    values: extra.values ?? {},
    errors: extra.errors ?? {},
    formError: extra.formError ?? null,
    idempotencyKey: randomBytes(16).toString('hex'),
    now: deps.clock.now().getTime(),
    pageUrl: route.pageUrl,
    link: route.selector,
    ...(route.returnOnSuccess ? { returnOnSuccess: true } : {}),
  };
}

export const missingState = (deps: Deps): MissingPageState => ({
  kind: 'not_found',
  message: 'This payment link does not exist. Check the address you were given.',
  now: deps.clock.now().getTime(),
});
