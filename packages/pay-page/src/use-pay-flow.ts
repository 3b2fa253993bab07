/**
 * The hydrated page's behaviour: submits go to the JSON endpoints (one Idempotency-Key per
 * attempt), the answer updates the page in place and the URL becomes `?checkout={reference}` so a
 * reload shows the same step; a transfer or USSD wait ticks its countdown and polls the state.
 */
import type { CheckoutState } from '@payrail/contract/checkout';
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { formatCardInput } from './card-fields.ts';
import { echoValues, quickCheck, toStartBody } from './form-values.ts';
import * as api from './pay-api.ts';
import type { PayActions } from './pay-app.ts';
import { type LinkPageState, type PayState, simulatedAmount, waitingForPayment } from './pay-state.ts';

const POLL_MS = 4000;
const entriesOf = (form: HTMLFormElement) => {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') out[k] = v;
  return out;
};
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

export function usePayFlow(initial: PayState) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(initial.now);
  const checkout = state.kind === 'link' ? state.checkout : null;
  const reference = waitingForPayment(checkout) ? checkout!.reference : null;

  const update = (patch: Partial<LinkPageState>) =>
    setState((s) => (s.kind === 'link' ? { ...s, ...patch } : s));
  const show = (s: LinkPageState, c: CheckoutState) => {
    update({ checkout: c, errors: {}, formError: null });
    history.replaceState(null, '', `${s.pageUrl}?checkout=${encodeURIComponent(c.reference)}`);
    // The form was replaced by the next step: move focus to its heading, so a keyboard or screen
    // reader user continues from there.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#step-title, #result-title')?.focus());
  };

  useEffect(() => {
    if (!reference) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const poll = setInterval(async () => {
      const a = await api.readCheckout(reference);
      if (!a.ok) return;
      setState((s) =>
        s.kind === 'link' && s.checkout?.status !== a.state.status ? { ...s, checkout: a.state } : s,
      );
    }, POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [reference]);

  // An initialized payment paid in full returns the customer to the merchant at once (the
  // receipt's Continue stays for a browser that does not follow).
  const returnTo =
    state.kind === 'link' && state.returnOnSuccess && checkout?.status === 'success'
      ? checkout.redirectUrl
      : null;
  useEffect(() => {
    if (returnTo) window.location.assign(returnTo);
  }, [returnTo]);

  const run = async (s: LinkPageState, work: () => Promise<api.Answer>, after?: (a: api.Answer) => void) => {
    setBusy(true);
    const a = await work();
    setBusy(false);
    if (a.ok) return show(s, a.state);
    update({ errors: a.errors, formError: a.message });
    after?.(a);
    if (Object.keys(a.errors).length) focusFirstError();
  };

  const actions: PayActions | undefined =
    state.kind !== 'link'
      ? undefined
      : {
          start(e: FormEvent) {
            e.preventDefault();
            const entries = entriesOf(e.currentTarget as HTMLFormElement);
            const { body, errors } = toStartBody(state.view, entries);
            const all = { ...quickCheck(state.view, body), ...errors };
            if (Object.keys(all).length) {
              update({ errors: all, values: echoValues(entries), formError: 'Check the highlighted fields' });
              return focusFirstError();
            }
            // Kept (never card data) so "Try again" after a decline has them filled in.
            update({ values: echoValues(entries) });
            void run(state, () => api.startCheckout(state.link, body, state.idempotencyKey));
          },
          otp(e: FormEvent) {
            e.preventDefault();
            const c = state.checkout!;
            const otp = entriesOf(e.currentTarget as HTMLFormElement).otp ?? '';
            if (!/^\d{4,8}$/.test(otp.trim())) {
              update({ errors: { otp: ['Enter the code you received'] } });
              return focusFirstError();
            }
            void run(
              state,
              () => api.submitOtp(c.reference, otp.trim()),
              async () => {
                const fresh = await api.readCheckout(c.reference);
                if (fresh.ok) update({ checkout: fresh.state });
              },
            );
          },
          simulate(e: FormEvent) {
            e.preventDefault();
            const c = state.checkout!;
            const kind =
              ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'exact';
            void run(state, () => api.simulateTransfer(c.reference, simulatedAmount(kind, c.total)));
          },
          input(e: FormEvent<HTMLFormElement>) {
            formatCardInput(e);
            const target = e.target as HTMLInputElement;
            if (target.name !== 'amount') return;
            const amount = target.value;
            setState((s) => (s.kind === 'link' ? { ...s, values: { ...s.values, amount } } : s));
          },
          retry(e: MouseEvent, channel?: string) {
            e.preventDefault();
            update({
              checkout: null,
              errors: {},
              formError: null,
              idempotencyKey: api.newIdempotencyKey(),
              values: channel ? { ...state.values, channel } : state.values,
            });
            history.replaceState(null, '', state.pageUrl);
            // The button is gone with the decline: focus goes to the form's first field.
            requestAnimationFrame(() => document.querySelector<HTMLElement>('.pay-form input[id]')?.focus());
          },
        };

  return { state, busy, now, actions };
}
