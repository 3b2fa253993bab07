/**
 * The pay page's only script tag: a few hundred bytes that load the hydrating client
 * (client-entry.ts: React DOM and the page) when the customer first touches the page, or at once
 * after the first paint when the page is waiting for a payment (countdown and status polling).
 * Until then the server-rendered page is complete on its own: every step is a plain form or link
 * that works without JavaScript. So the first paint never waits on 70 KB of script, and a slow
 * phone spends no CPU on React before the customer does anything.
 */
const root = document.getElementById('pay-root');
/** The client's hashed URL, from the server (the Vite manifest): no import helper, no extra request. */
const client = root?.dataset.client;
const events = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const e of events) removeEventListener(e, start, true);
  if (client) void import(/* @vite-ignore */ client);
}

if (root?.dataset.hydrate === 'eager') requestAnimationFrame(() => setTimeout(start, 0));
else for (const e of events) addEventListener(e, start, { capture: true, passive: true });
