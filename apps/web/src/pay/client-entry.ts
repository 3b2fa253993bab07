/**
 * The pay page's browser entry (its own Vite input, nothing of the dashboard): reads the state the
 * server rendered from `<script type="application/json" id="pay-state">` and hydrates the same tree.
 */

import { showTimesIn } from '@payrail/pay-page/display';
import { PayApp } from '@payrail/pay-page/pay-app';
import { PAY_STATE_ID, type PayState, pageTitle } from '@payrail/pay-page/pay-state';
import { usePayFlow } from '@payrail/pay-page/use-pay-flow';
import { createElement as h, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

function LivePayApp({ initial }: { initial: PayState }) {
  const { state, busy, now, actions } = usePayFlow(initial);
  const [, setZone] = useState<string>();
  // A mark for tests and monitoring: from here on, submits go through the JSON endpoints. Dates
  // then show in the customer's own time zone (the server rendered them in Lagos time).
  useEffect(() => {
    document.documentElement.dataset.payHydrated = 'true';
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    showTimesIn(zone);
    setZone(zone);
  }, []);
  // The title follows the screen, as the server's does (pay-state.ts pageTitle).
  const title = pageTitle(state);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return h(PayApp, { state, now, busy, actions });
}

const data = document.getElementById(PAY_STATE_ID)?.textContent;
const root = document.getElementById('pay-root');
/**
 * The state as the page draws it: a small logo is drawn from a data: URL in the HTML only (the
 * state keeps its address, packages/pay-page/src/render-page.ts), so hydrate with what is drawn.
 */
function asDrawn(state: PayState, page: HTMLElement): PayState {
  const src = page.querySelector('img.logo')?.getAttribute('src');
  const branding = state.kind === 'link' ? state.view.branding : undefined;
  if (state.kind !== 'link' || !branding?.logo || !src?.startsWith('data:image/png;base64,')) return state;
  return {
    ...state,
    view: { ...state.view, branding: { ...branding, logo: { ...branding.logo, url: src } } },
  };
}

if (data && root) hydrateRoot(root, h(LivePayApp, { initial: asDrawn(JSON.parse(data) as PayState, root) }));
