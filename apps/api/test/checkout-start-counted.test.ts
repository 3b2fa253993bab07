/**
 * A checkout start is counted against the per-IP limit before its work: a start whose opening
 * statement fails (a fault injected with a database trigger, support/faults.ts) still counts, so
 * failing starts cannot be repeated without limit. Moved from checkout-reconcile.test.ts: it
 * reconciles nothing.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { injectFault, marker } from './support/faults.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { CARDS, card, merchantWithLink, pay, payer } from './support/payments.ts';

const database = useDatabase();

describe('count before the work', () => {
  test('a start whose opening statement fails is still counted against the per-IP limit', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const name = marker('Open Fault');
    const fault = await injectFault(t.db, 'transactions', 'INSERT', `NEW.customer_name = '${name}'`);
    const ip = randomIp();
    try {
      for (let i = 0; i < 60; i++)
        errorBody(await pay(t, link.ref, payer({ name, card: card(CARDS.success) }), { ip }), 500);
    } finally {
      await fault.remove();
    }
    errorBody(await pay(t, link.ref, payer({ card: card(CARDS.success) }), { ip }), 429, 'RATE_LIMITED');
    // Another address is not affected.
    expect((await pay(t, link.ref, payer({ card: card(CARDS.success) }))).status).toBe(201);
  });
});
