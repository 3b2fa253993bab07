/**
 * The pay page's browser entry (its own Vite input, nothing of the dashboard): reads the state the
 * server rendered from `<script type="application/json" id="pay-state">` and hydrates the same tree.
 */

import { PayApp } from '@payrail/pay-page/pay-app';
import { PAY_STATE_ID, type PayState } from '@payrail/pay-page/pay-state';
import { usePayFlow } from '@payrail/pay-page/use-pay-flow';
import { createElement as h, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function LivePayApp({ initial }: { initial: PayState }) {
  const { state, busy, now, actions } = usePayFlow(initial);
  // A mark for tests and monitoring: from here on, submits go through the JSON endpoints.
  useEffect(() => {
    document.documentElement.dataset.payHydrated = 'true';
  }, []);
  return h(PayApp, { state, now, busy, actions });
}

const data = document.getElementById(PAY_STATE_ID)?.textContent;
const root = document.getElementById('pay-root');
if (data && root) hydrateRoot(root, h(LivePayApp, { initial: JSON.parse(data) as PayState }));
