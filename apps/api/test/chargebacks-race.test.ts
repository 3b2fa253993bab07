/**
 * Each chargeback step happens once, however requests race (the row lock and status check of
 * answer.ts): an accept, a decline and the deadline job together — one wins, the answers that lose
 * are 409 — and the ledger holds exactly one outcome. Meaningful on PostgreSQL (CI's second pass);
 * PGlite serialises them.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { sweepChargebacks } from '#modules/chargebacks/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { accept, decline, entries, paidMerchant, raise } from './support/chargebacks.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { available } from './support/payouts.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('racing answers', () => {
  test('accept, decline and the deadline job together: exactly one wins', async () => {
    const t = harness(database.db);
    for (let round = 0; round < 3; round++) {
      const m = await paidMerchant(t);
      const cb = await raise(t, m.payment, 50_000n);
      t.clock.advance(7 * 24 * 60 * 60_000); // due now: the job competes too
      const token = await signIn(t, m.owner.email);
      const [a, d, job] = await Promise.all([
        accept(t, token, cb.id),
        decline(t, token, cb.id, 'Delivered, see the signed receipt'),
        sweepChargebacks(t.deps, { merchantId: m.merchantId }),
      ]);
      const wins = [a.status === 200, d.status === 200, job.autoAccepted === 1].filter(Boolean);
      expect(wins).toHaveLength(1);
      for (const res of [a, d]) expect([200, 409]).toContain(res.status);
      const kinds = Object.keys(await entries(t, cb.reference)).sort();
      expect(kinds).toEqual(d.status === 200 ? ['chargeback_hold'] : ['chargeback_hold', 'chargeback_lost']);
      expect(await available(t, m.merchantId, 'merchant_disputed')).toBe(d.status === 200 ? 50_000n : 0n);
    }
  });
});
