/**
 * Bulk webhook replay windows at their edges: `from` is included and `to` excluded to the
 * millisecond, the same instant written with another offset (Lagos, +01:00) selects the same
 * deliveries, from = to and years past 9999 are a 422 on their field, a window before 1970 is
 * valid and holds nothing, and the events list counts a repeated event once, refuses a long list (422) and a huge body (413).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';
import { localHarness, REPLAY, replayWorld } from './support/webhook-replay.ts';

const database = useDatabase();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The same instant in Lagos time (UTC+1 all year). */
const lagos = (ms: number) => iso(ms + HOUR).replace('Z', '+01:00');

describe('replay windows', () => {
  test('edges, offsets, impossible and empty windows, repeated and huge event lists', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const dry = (body: Record<string, unknown>) =>
      t.post(REPLAY, { dry_run: true, ...body }, { token: w.owner.token });
    const transferAt = w.start.getTime() + HOUR;

    // transfer.success was made exactly at start + 1 h: `from` there includes it, `to` there excludes it.
    const fromEdge = await dry({ from: iso(transferAt), to: iso(transferAt + HOUR / 2) });
    expect(fromEdge.body.responseBody.counts).toEqual([{ event: 'transfer.success', count: 1 }]);
    const toEdge = await dry({ from: iso(transferAt - HOUR / 2), to: iso(transferAt) });
    expect(toEdge.body.responseBody.total).toBe(0);
    const justAfter = await dry({ from: iso(transferAt + 1), to: iso(transferAt + HOUR / 2) });
    expect(justAfter.body.responseBody.total).toBe(0);
    // The same instants in Lagos time select the same deliveries.
    const inLagos = await dry({ from: lagos(transferAt), to: lagos(transferAt + HOUR / 2) });
    expect(inLagos.body.responseBody).toEqual(fromEdge.body.responseBody);
    expect(lagos(transferAt)).toMatch(/\+01:00$/);

    // Before 1970: a valid window that holds nothing (and nothing to replay for real).
    const old = await dry({ from: '1969-12-31T00:00:00Z', to: '1970-01-01T12:00:00Z' });
    expect([old.status, old.body.responseBody.total]).toEqual([200, 0]);

    for (const [what, body, field] of [
      ['from = to', { from: iso(transferAt), to: iso(transferAt) }, 'to'],
      ['from = to in two offsets', { from: iso(transferAt), to: lagos(transferAt) }, 'to'],
      ['a year past 9999', { from: '9999-12-31T00:00:00Z', to: '+010000-01-01T00:00:00Z' }, 'to'],
      ['a five-digit year', { from: '10000-01-01T00:00:00Z', to: '10000-01-02T00:00:00Z' }, 'from'],
      ['no offset', { from: '2026-11-30T08:00:00', to: '2026-11-30T09:00:00Z' }, 'from'],
      ['an impossible date', { from: '2026-02-30T00:00:00Z', to: '2026-03-02T00:00:00Z' }, 'from'],
      [
        'more events than there are',
        { from: iso(transferAt), to: iso(transferAt + HOUR), events: Array(100).fill('charge.success') },
        'events',
      ],
    ] as const) {
      const res = await dry(body);
      expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), what).toContain(field);
    }

    // Ten thousand entries are over the body limit: a 413 before the body is read.
    const huge = await dry({
      from: iso(transferAt),
      to: iso(transferAt + HOUR),
      events: Array(10_000).fill('charge.success'),
    });
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    // A repeated event is one choice: counted once.
    const whole = { from: iso(w.start.getTime()), to: iso(w.start.getTime() + 5 * HOUR) };
    const once = await dry({ ...whole, events: ['charge.success'] });
    const twice = await dry({ ...whole, events: ['charge.success', 'charge.success', 'charge.success'] });
    expect(once.body.responseBody.counts).toEqual([{ event: 'charge.success', count: 2 }]);
    expect(twice.body.responseBody).toEqual(once.body.responseBody);
  });
});
