/**
 * A card approved by the processor is always recorded, and never approved twice. Faults are
 * injected with database triggers (support/faults.ts): a settlement that fails after the approval,
 * an answer that never came back, a crash before the processor was asked. Retries of the same
 * Idempotency-Key never charge again; the reconcile job (called with the ManualClock) asks the
 * processor by reference and ends each checkout once; the key then answers that outcome.
 * The operator command (checkouts:reconcile) runs the same pass.
 *
 * The job reads every open card checkout of the database, and on PostgreSQL other files share it:
 * each test runs years before every other file's clock (their checkouts are never due at its
 * "now"), and a later test of this file on an earlier year than the one before it. So every test
 * that reconciles lives in this file: another file's pass would end this file's checkouts, or the
 * reverse.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { checkoutsReconcile } from '#cli/checkout-commands.ts';
import { customers, journalEntries, paymentLinks, sandboxCharges, transactions } from '#db/schema/index.ts';
import { NOT_CHARGED, OTP_EXPIRED, reconcileCheckouts } from '#jobs/reconcile-checkouts.ts';
import { ManualClock } from '#lib/clock.ts';
import { useDatabase } from './support/database.ts';
import { injectFault, marker } from './support/faults.ts';
import { errorBody, type Harness, harness, randomIp } from './support/harness.ts';
import { CARDS, card, LINKS, merchantWithLink, PAY, pay, payer, transactionRow } from './support/payments.ts';

const database = useDatabase();
const inYear = (year: number) => harness(database.db, { clock: new ManualClock(`${year}-01-05T09:00:00Z`) });
const newKey = () => `key-${randomBytes(8).toString('hex')}`;
const AFTER = 2 * 60_000;

async function linkRows(t: Harness, ref: string) {
  return t.db
    .select({ t: transactions })
    .from(transactions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(eq(paymentLinks.ref, ref))
    .then((rows) => rows.map((r) => r.t));
}
const charges = (t: Harness, reference: string) =>
  t.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
const entries = (t: Harness, reference: string) =>
  t.db.select().from(journalEntries).where(eq(journalEntries.reference, reference));

describe('a card approved but not recorded', () => {
  test('is charged once whatever the retries, then settled once by the job; the key answers it', async () => {
    const t = inYear(2014);
    const { link, owner, merchantId } = await merchantWithLink(t, { usageLimit: 3 });
    const name = marker('Settle Fault');
    const fault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'success' AND NEW.customer_name = '${name}'`,
    );
    const key = newKey();
    const body = payer({ name, card: card(CARDS.success) });
    const first = await pay(t, link.ref, body, { key });
    errorBody(first, 500);
    // Three retries of the key: each reads the same checkout, none asks for another approval.
    for (let i = 0; i < 3; i++) {
      const again = await pay(t, link.ref, body, { key });
      expect(again.status, again.text).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toMatchObject({
        message: 'Payment is being processed',
        responseBody: { status: 'pending', receipt: null },
      });
    }
    const [row, ...others] = await linkRows(t, link.ref);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ status: 'pending', usageSlot: true });
    expect(await charges(t, row!.reference)).toEqual([
      expect.objectContaining({ outcome: 'approved', amount: 1_000_000n, voided: false }),
    ]);
    expect(await entries(t, row!.reference)).toHaveLength(0);

    // The fault is gone; the job leaves it alone until it is two minutes old, then settles it once.
    await fault.remove();
    t.clock.advance(AFTER - 1);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ settled: 0, errors: 0 });
    t.clock.advance(1);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ settled: 1, errors: 0 });
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ settled: 0, errors: 0 });
    expect(await transactionRow(t, row!.reference)).toMatchObject({
      status: 'success',
      amountPaid: 1_000_000n,
    });
    expect(await entries(t, row!.reference)).toHaveLength(1);
    const [customer] = await t.db.select().from(customers).where(eq(customers.merchantId, merchantId));
    expect(customer).toMatchObject({ name, paymentCount: 1 });

    const replay = await pay(t, link.ref, body, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toMatchObject({
      message: 'Payment successful',
      responseBody: { reference: row!.reference, status: 'success', receipt: { last4: '4081' } },
    });
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody).toMatchObject({ usageLimit: 3, usageCount: 1 });
    const [linkRow] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.ref, link.ref));
    expect(linkRow).toMatchObject({ usageCount: 1, usageReserved: 0 });
  });

  test('settles once when two jobs run at the same time', async () => {
    const t = inYear(2013);
    const { link, merchantId } = await merchantWithLink(t);
    const name = marker('Race Fault');
    const fault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'success' AND NEW.customer_name = '${name}'`,
    );
    const references: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await pay(
        t,
        link.ref,
        payer({ name, email: `race${i}@example.com`, card: card(CARDS.success) }),
      );
      errorBody(res, 500);
    }
    await fault.remove();
    for (const r of await linkRows(t, link.ref)) references.push(r.reference);
    expect(references).toHaveLength(3);
    t.clock.advance(AFTER);
    const runs = await Promise.all([reconcileCheckouts(t.deps), reconcileCheckouts(t.deps)]);
    expect(runs[0]!.settled + runs[1]!.settled).toBe(3);
    expect(runs[0]!.errors + runs[1]!.errors).toBe(0);
    for (const reference of references) {
      expect((await transactionRow(t, reference)).status).toBe('success');
      expect(await entries(t, reference)).toHaveLength(1);
    }
    const paid = await t.db.select().from(customers).where(eq(customers.merchantId, merchantId));
    expect(paid.map((c) => c.paymentCount)).toEqual([1, 1, 1]);
  });
});

describe('the reconcile job ends what the processor says', () => {
  test('declined → failed with the reason; never asked → voided and failed; the keys answer it', async () => {
    const t = inYear(2012);
    const { link } = await merchantWithLink(t, { usageLimit: 2 });
    // A declined card whose failure was never recorded.
    const declinedName = marker('Decline Fault');
    const failFault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'failed' AND NEW.customer_name = '${declinedName}'`,
    );
    const declinedKey = newKey();
    const declinedBody = payer({ name: declinedName, card: card(CARDS.insufficient) });
    errorBody(await pay(t, link.ref, declinedBody, { key: declinedKey }), 500);
    await failFault.remove();
    // An authorization that never got an answer (the processor's write fails: nothing charged).
    const lostName = marker('Lost Answer');
    const [{ id: linkId }] = (await t.db
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(eq(paymentLinks.ref, link.ref))) as [{ id: string }];
    const chargeFault = await injectFault(
      t.db,
      'sandbox_charges',
      'INSERT',
      `EXISTS (SELECT 1 FROM transactions WHERE reference = NEW.reference AND customer_name = '${lostName}')`,
    );
    const lostKey = newKey();
    const lostBody = payer({ name: lostName, card: card(CARDS.success) });
    const lost = await pay(t, link.ref, lostBody, { key: lostKey });
    await chargeFault.remove();
    expect(lost.status, lost.text).toBe(201);
    expect(lost.body.responseBody.status).toBe('pending');
    // Both hold the link's two slots meanwhile.
    errorBody(await pay(t, link.ref, payer({ card: card(CARDS.success) })), 409);

    t.clock.advance(AFTER);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ failed: 2, errors: 0 });
    const rows = await linkRows(t, link.ref);
    const byName = Object.fromEntries(rows.map((r) => [r.customerName, r]));
    expect(byName[declinedName]).toMatchObject({ status: 'failed', failureReason: 'Insufficient funds' });
    expect(byName[lostName]).toMatchObject({ status: 'failed', failureReason: NOT_CHARGED });
    // The unknown charge is voided: the authorization, should it arrive late, cannot charge.
    expect(await charges(t, byName[lostName]!.reference)).toEqual([
      expect.objectContaining({ voided: true }),
    ]);
    for (const r of rows) expect(await entries(t, r.reference)).toHaveLength(0);

    for (const [key, body, reason] of [
      [declinedKey, declinedBody, 'Insufficient funds'],
      [lostKey, lostBody, NOT_CHARGED],
    ] as const) {
      const replay = await pay(t, link.ref, body, { key });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toMatchObject({
        message: `Payment failed: ${reason}`,
        responseBody: { status: 'failed' },
      });
    }
    // Their slots came back.
    const [after] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    expect(after).toMatchObject({ usageCount: 0, usageReserved: 0 });
    expect((await pay(t, link.ref, payer({ card: card(CARDS.success) }))).body.responseBody.status).toBe(
      'success',
    );
  });

  test('an OTP challenge not recorded goes back to the customer; one never answered expires', async () => {
    const t = inYear(2011);
    const { link } = await merchantWithLink(t, { usageLimit: 1 });
    const name = marker('Otp Fault');
    const fault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'otp_required' AND NEW.customer_name = '${name}'`,
    );
    errorBody(await pay(t, link.ref, payer({ name, card: card(CARDS.otp) })), 500);
    await fault.remove();
    const [row] = await linkRows(t, link.ref);
    t.clock.advance(AFTER);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ reopened: 1, errors: 0 });
    expect(await transactionRow(t, row!.reference)).toMatchObject({ status: 'otp_required' });
    const paid = await t.post(`${PAY}/checkout/${row!.reference}/otp`, { otp: '123456' }, { ip: randomIp() });
    expect(paid.body.responseBody.status, paid.text).toBe('success');
    expect(await entries(t, row!.reference)).toHaveLength(1);

    // Another one left at the OTP step for 30 minutes: voided and failed, its slot returned.
    await t.db.update(paymentLinks).set({ usageLimit: 2 }).where(eq(paymentLinks.ref, link.ref));
    const waiting = (await pay(t, link.ref, payer({ card: card(CARDS.otp) }))).body.responseBody;
    expect(waiting.status).toBe('otp_required');
    t.clock.advance(30 * 60_000 - 1);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ failed: 0 });
    t.clock.advance(1);
    expect(await reconcileCheckouts(t.deps)).toMatchObject({ failed: 1, errors: 0 });
    expect(await transactionRow(t, waiting.reference)).toMatchObject({
      status: 'failed',
      failureReason: OTP_EXPIRED,
    });
    expect(await charges(t, waiting.reference)).toEqual([expect.objectContaining({ voided: true })]);
    const late = await t.post(`${PAY}/checkout/${waiting.reference}/otp`, { otp: '123456' });
    errorBody(late, 409);
    const [linkRow] = await t.db
      .select({ count: paymentLinks.usageCount, reserved: paymentLinks.usageReserved })
      .from(paymentLinks)
      .where(eq(paymentLinks.ref, link.ref));
    expect(linkRow).toEqual({ count: 1, reserved: 0 });
  });
});

describe('npm run ops -- checkouts:reconcile', () => {
  test('runs the pass now: only checkouts pending for two minutes, each once', async () => {
    const t = inYear(2010);
    const { link } = await merchantWithLink(t);
    const name = marker('Ops Fault');
    const fault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'success' AND NEW.customer_name = '${name}'`,
    );
    for (const email of ['old@example.com', 'young@example.com']) {
      errorBody(await pay(t, link.ref, payer({ name, email, card: card(CARDS.success) })), 500);
      t.clock.advance(AFTER - 30_000);
    }
    await fault.remove();
    const rows = async () =>
      Object.fromEntries((await linkRows(t, link.ref)).map((r) => [r.customerEmail, r]));
    const printed: string[] = [];
    const run = () => checkoutsReconcile(t.deps, (line) => printed.push(line));
    expect(await run()).toBe(0);
    expect(await rows()).toMatchObject({
      'old@example.com': { status: 'success' },
      'young@example.com': { status: 'pending' },
    });
    t.clock.advance(30_000);
    expect([await run(), await run()]).toEqual([0, 0]);
    expect(printed).toEqual([
      'card checkouts reconciled: 1 settled, 0 failed, 0 voided, 0 back to OTP',
      'card checkouts reconciled: 1 settled, 0 failed, 0 voided, 0 back to OTP',
      'no card checkout to reconcile (pending for 2 minutes or more)',
    ]);
    for (const r of Object.values(await rows())) {
      expect(r.status).toBe('success');
      expect(await entries(t, r.reference)).toHaveLength(1);
    }
  });
});
