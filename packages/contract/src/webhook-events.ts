/**
 * Every webhook event Payrail sends (docs/WEBHOOKS.md), as plain data the web app can read without
 * the schemas: the bulk replay (webhook-replay.ts) offers them as choices and refuses any other
 * name. Payments: `charge.*`; payouts (the merchant's and a sub-account's): `transfer.*`; refunds:
 * `refund.*`; chargebacks: `charge.dispute.*`.
 */
export const REPLAYABLE_EVENTS = [
  'charge.success',
  'charge.failed',
  'charge.underpaid',
  'transfer.success',
  'transfer.failed',
  'refund.processed',
  'refund.failed',
  'charge.dispute.create',
  'charge.dispute.resolve',
] as const;
export type ReplayableEvent = (typeof REPLAYABLE_EVENTS)[number];

/** At most this many deliveries in one replay; more is a 422 that asks for a narrower window. */
export const REPLAY_MAX_DELIVERIES = 10_000;
/** The widest window one replay may cover. */
export const REPLAY_MAX_WINDOW_DAYS = 31;

export const WebhookReplayMessages = {
  counted: 'Deliveries counted',
  queued: 'Webhook replay queued',
  listed: 'Webhook replays',
  toAfterFrom: 'The end must be after the start',
  windowTooWide: `Choose a window of at most ${REPLAY_MAX_WINDOW_DAYS} days`,
  tooMany: `More than ${REPLAY_MAX_DELIVERIES.toLocaleString('en-NG')} deliveries match: narrow the window or choose fewer events`,
  nothing: 'No deliveries match: nothing to replay',
  keyRequired: 'Send an Idempotency-Key header (8 to 100 visible characters) with a replay',
  noUrl: 'Set a webhook address in Settings → APIs first.',
  overlapping:
    'A replay of these events in an overlapping window is still being sent: wait for it to finish, then replay again',
} as const;
