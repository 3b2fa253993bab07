/**
 * Idle sign-out (spec 000 §4): after `timeoutMs` without mouse, key, scroll or touch activity,
 * `onIdle` runs once. One pending setTimeout checks Date.now() against the last activity, so
 * activity costs a timestamp write, and fake clocks (vitest, Playwright's page.clock) drive it.
 *
 * The server also ends a session after 5 minutes without a request. While the user is active but
 * the app makes no calls, `onPing` runs at most once per `pingIntervalMs`, and only when no other
 * call left within that interval (`lastRequestAt`).
 */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'pointerdown'] as const;

export type IdleTimerOptions = {
  timeoutMs: number;
  onIdle: () => void;
  pingIntervalMs?: number;
  onPing?: () => void;
  lastRequestAt?: () => number;
  target?: EventTarget;
  now?: () => number;
};

export function startIdleTimer(options: IdleTimerOptions): () => void {
  const { timeoutMs, onIdle, onPing, pingIntervalMs = 60_000, lastRequestAt = () => 0 } = options;
  const target = options.target ?? window;
  const now = options.now ?? (() => Date.now());
  let lastActivity = now();
  let lastPing = lastActivity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const idleFor = now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
    } else {
      timer = setTimeout(check, timeoutMs - idleFor);
    }
  };

  const onActivity = () => {
    const t = now();
    lastActivity = t;
    if (onPing && t - Math.max(lastPing, lastRequestAt()) >= pingIntervalMs) {
      lastPing = t;
      onPing();
    }
  };

  const listen = { capture: true, passive: true } as const;
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, onActivity, listen);
  timer = setTimeout(check, timeoutMs);

  function stop() {
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onActivity, listen);
  }
  return stop;
}
