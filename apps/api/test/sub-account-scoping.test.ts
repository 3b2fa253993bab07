/**
 * A member limited to sub-account A sees exactly A's data (issue 15), generated from the endpoint
 * registry like the authorization matrix: every endpoint a signed-in merchant member can read is
 * called as a member of A holding every permission, and no answer may hold B's or the primary
 * account's payment ids, references, link refs, customers' emails, amounts, B's uuid, slug or name
 * (support/sub-account-scoping.ts makes the world); an answer listing payments must hold A's.
 *
 * Every registered endpoint is classified here: a read (`READS`, with how to call it), a GET that
 * changes something (`GET_WRITES`, not swept), or a write; a new endpoint fails the first test
 * until it is placed. A payment of B or the primary account asked by id is a 404, as another
 * merchant's.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { subAccountBalances } from '#modules/ledger/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { type ScopingWorld, scopingWorld } from './support/sub-account-scoping.ts';

const database = useDatabase();
const V = '/api/v1';
const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

type Call = { path?: string; body?: unknown; shows?: boolean };
type Read = (w: ScopingWorld) => Call;
const plain: Read = () => ({});
const listing: Read = () => ({ shows: true });

/** Every read a member may call, and how: `path` fills the template; `shows`: lists A's payment. */
const READS: Record<string, Read> = {
  'GET /api/v1/get-account-limit': plain,
  'GET /api/v1/merchant/team/get-user-access': plain,
  'GET /api/v1/settings/api-configuration': plain,
  'GET /api/v2/settings/api-configuration': plain,
  'GET /api/v1/auth/session': plain,
  'GET /api/v1/merchant/balances/{currency}': () => ({ path: `${V}/merchant/balances/NGN` }),
  'GET /api/v1/merchant/balances': plain,
  'GET /api/v1/merchant/balances/show/{ref}': (w) => ({ path: `${V}/merchant/balances/show/${w.onB.id}` }),
  'GET /api/v1/currencies': plain,
  'GET /api/v1/charges/settlement': plain,
  'GET /api/v1/merchant/charge-backs/show/{id}': (w) => ({
    path: `${V}/merchant/charge-backs/show/${w.onB.id}`,
  }),
  'GET /api/v1/merchant/charge-backs/evidence/{id}/{evidenceId}': (w) => ({
    path: `${V}/merchant/charge-backs/evidence/${w.onB.id}/${w.onB.id}`,
  }),
  'GET /api/v1/charges/pay-in': plain,
  'GET /api/v1/charges/checkout-charges': plain,
  'GET /api/v1/conversion/get-conversion-rate/from-currency/{from}/to-currency/NGN': () => ({
    path: `${V}/conversion/get-conversion-rate/from-currency/USD/to-currency/NGN`,
  }),
  'GET /api/v1/merchant/customers/show/{id}': (w) => ({
    path: `${V}/merchant/customers/show/${w.customers.a}`,
  }),
  'GET /api/v1/merchant/customers/transactions/{id}': (w) => ({
    path: `${V}/merchant/customers/transactions/${w.customers.a}`,
    shows: true,
  }),
  'GET /api/v1/merchant/dashboard/balances/{currency}': () => ({
    path: `${V}/merchant/dashboard/balances/NGN`,
  }),
  'GET /api/v1/merchant/dashboard/transactions/stats/{currency}': () => ({
    path: `${V}/merchant/dashboard/transactions/stats/NGN`,
  }),
  'GET /api/v1/merchant/dashboard/transactions/recent': listing,
  'GET /api/v1/merchant/exports/{id}/download': (w) => ({
    path: `${V}/merchant/exports/${w.onB.id}/download`,
  }),
  'GET /api/v1/business-categories': plain,
  'GET /api/v1/industry-categories': plain,
  'GET /api/v1/kyb/get-stage': plain,
  'GET /api/v1/kyb/get-next-stage': plain,
  'GET /api/v1/kyb': plain,
  'GET /api/v1/kyb/documents/{id}': (w) => ({ path: `${V}/kyb/documents/${w.onB.id}` }),
  'GET /api/v1/kyb/prefill': plain,
  'GET /api/v1/merchant/notifications': plain,
  'GET /api/v1/merchant/notifications/show/{id}': (w) => ({
    path: `${V}/merchant/notifications/show/${w.onB.id}`,
  }),
  'GET /api/v1/merchant/payment-links/show/{ref}': (w) => ({
    path: `${V}/merchant/payment-links/show/${w.onB.linkRef}`,
  }),
  'GET /api/v1/merchant/payment-links/transactions/{ref}': (w) => ({
    path: `${V}/merchant/payment-links/transactions/${w.onB.linkRef}`,
  }),
  'GET /api/v1/payouts/approval-limit': plain,
  'GET /api/v1/payouts/automatic': plain,
  'GET /api/v1/payouts/single-merchant': plain,
  'GET /api/v1/payouts/single-merchant/details/{uuid}': (w) => ({
    path: `${V}/payouts/single-merchant/details/${w.onB.id}`,
  }),
  'GET /api/v1/payouts/generate-full-receipt': plain,
  'GET /api/v1/settings/pin/check-pin': plain,
  'GET /api/v1/settings/profile': plain,
  'GET /api/v1/settings/profile-picture': plain,
  'GET /api/v1/merchant/transactions/generate-receipt-for-transaction-details/{id}': (w) => ({
    path: `${V}/merchant/transactions/generate-receipt-for-transaction-details/${w.onA.id}`,
  }),
  'GET /api/v1/merchant/transactions/refunds/{id}': (w) => ({
    path: `${V}/merchant/transactions/refunds/${w.onA.id}`,
  }),
  'GET /api/v1/settings/charge-payer': plain,
  'GET /api/v1/settings/merchant-checkout-channels': plain,
  'GET /api/v1/settlement-account': plain,
  'GET /api/v1/merchant/sub-accounts/{uuid}/sub-account-funds-transfer-request': (w) => ({
    path: `${V}/merchant/sub-accounts/${w.a.uuid}/sub-account-funds-transfer-request`,
  }),
  'GET /api/v1/merchant/sub-accounts/payment-links/{slug}/list': (w) => ({
    path: `${V}/merchant/sub-accounts/payment-links/${w.a.slug}/list`,
  }),
  'GET /api/v1/merchant/sub-accounts/payment-links/transactions/{ref}': (w) => ({
    path: `${V}/merchant/sub-accounts/payment-links/transactions/${w.onA.linkRef}`,
    shows: true,
  }),
  'GET /api/v1/merchant/sub-accounts': plain,
  'GET /api/v1/merchant/sub-accounts/{slug}': (w) => ({ path: `${V}/merchant/sub-accounts/${w.a.slug}` }),
  'GET /api/v1/merchant/sub-accounts/{slug}/payouts': (w) => ({
    path: `${V}/merchant/sub-accounts/${w.a.slug}/payouts`,
  }),
  'GET /api/v1/merchant/sub-accounts/{slug}/transactions': (w) => ({
    path: `${V}/merchant/sub-accounts/${w.a.slug}/transactions`,
    shows: true,
  }),
  'GET /api/v1/merchant/team/roles': plain,
  'GET /api/v1/merchant/team/features': plain,
  'GET /api/v1/merchant/team/get-assigned-features-by-role': plain,
  'GET /api/v1/merchant/team/get-permission-by-role': plain,
  'GET /api/v1/merchant/team/audit-log': plain,
  'GET /api/v1/merchant/team/members': plain,
  'GET /api/v1/merchant/team/get-sub-accounts': plain,
  'GET /api/v1/merchant/team/get-assigned-sub-accounts': plain,
  'GET /api/v1/merchant/transactions/details/{id}': (w) => ({
    path: `${V}/merchant/transactions/details/${w.onA.id}`,
    shows: true,
  }),
  'GET /api/v1/merchant/transactions/primary-accounts': plain,
  'GET /api/v1/merchant/transactions/sub-accounts': listing,
  'GET /api/v1/merchant/transactions/primary-and-sub-account-transaction-export-csv': listing,
  'GET /api/v1/two-factor-auth/check': plain,
  'GET /api/v1/two-factor-auth/check-initiate': plain,
  'POST /api/v1/merchant/balances/view-all': () => ({ body: {} }),
  'POST /api/v1/merchant/balances/export-csv/{currency}': () => ({
    path: `${V}/merchant/balances/export-csv/NGN`,
    body: {},
  }),
  'POST /api/v1/merchant/balances/export-pdf/{currency}': () => ({
    path: `${V}/merchant/balances/export-pdf/NGN`,
    body: {},
  }),
  'POST /api/v1/merchant/charge-backs': () => ({ body: {} }),
  'POST /api/v1/merchant/customers': () => ({ body: {} }),
  'POST /api/v1/merchant/customers/export-csv': () => ({ body: {} }),
  'POST /api/v1/merchant/dashboard/customers/stats': () => ({ body: { year: 2026 } }),
  'POST /api/v1/merchant/payment-links/get': () => ({ body: {} }),
  'POST /api/v1/merchant/transactions': () => ({ body: {} }),
  'POST /api/v1/merchant/transactions/export-csv': () => ({ body: {} }),
  'POST /api/v1/merchant/transactions/export-pdf': () => ({ body: {} }),
  'GET /api/v1/merchant/webhooks/replays': plain,
  // The merchant's branding is the business's, not a payment's: the same for every member.
  'GET /api/v1/merchant/white-labelling': plain,
  'GET /api/v1/merchant/support/contact': plain,
  // A limited member lists only the tickets they filed (docs/SUPPORT.md).
  'GET /api/v1/merchant/support/tickets': plain,
  'GET /api/v1/merchant/support/tickets/{id}': plain,
  // The dry run counts and queues nothing.
  'POST /api/v1/merchant/webhooks/replay': () => ({
    body: { from: '2026-03-01T00:00:00Z', to: '2026-03-03T00:00:00Z', dry_run: true },
  }),
};

/** GETs that change something (send a mail, flip a status, remove): not swept. */
const GET_WRITES = new Set([
  'GET /api/v1/settings/send-api-key',
  'GET /api/v1/merchant/payment-links/activate/{ref}',
  'GET /api/v1/merchant/payment-links/deactivate/{ref}',
  'GET /api/v1/settings/pin/send-new-pin',
  'GET /api/v1/merchant/team/re-invite-member',
  'GET /api/v1/merchant/team/remove-sub-account',
  'GET /api/v1/two-factor-auth/initiate',
  'GET /api/v1/two-factor-auth/resend',
  'GET /api/v1/two-factor-auth/disable',
  'GET /api/v1/two-factor-auth/verify-login-otp',
  // Checked below: B's and the primary's payments are a 404.
  'GET /api/v1/merchant/transactions/resend-webhook/{id}',
  'GET /api/v1/merchant/white-labelling/reset',
]);

let t: Harness;
let w: ScopingWorld;

beforeAll(async () => {
  t = harness(database.db);
  w = await scopingWorld(t);
}, 120_000);

const fillPath = (path: string) => path.replace(/\{(\w+)\}/g, 'x');

describe('a member limited to sub-account A', () => {
  test('every GET is classified as a read or a write, and every POST read named exists', () => {
    const signedIn = registry.filter((r) => r.access.kind !== 'public');
    const unplaced = signedIn
      .filter((r) => r.method === 'GET')
      .map(key)
      .filter((k) => !(k in READS) && !GET_WRITES.has(k));
    expect(unplaced, 'classify these in READS or GET_WRITES').toEqual([]);
    // A POST read renamed would silently leave the sweep: each named must exist.
    const known = new Set(registry.map(key));
    expect(Object.keys(READS).filter((k) => k.startsWith('POST') && !known.has(k))).toEqual([]);
  });

  test('no read answers B’s or the primary account’s data; the lists of payments show A’s', async () => {
    const leaks: string[] = [];
    for (const r of registry.filter((x) => key(x) in READS)) {
      const c = READS[key(r)]!(w);
      const res = await t.call(r.method, c.path ?? fillPath(r.path), {
        token: w.limited.token,
        ...(c.body !== undefined ? { body: c.body } : r.method === 'POST' ? { body: {} } : {}),
      });
      const label = `${key(r)}: ${res.status} ${res.text.slice(0, 300)}`;
      if (res.status >= 500) leaks.push(label);
      for (const mark of w.others) if (res.text.includes(mark)) leaks.push(`${key(r)} holds ${mark}`);
      if (c.shows && (res.status !== 200 || !res.text.includes(w.onA.reference)))
        leaks.push(`${label} misses A's payment`);
    }
    expect(leaks).toEqual([]);
  });

  test('the sub-account scope lists exactly A’s payment, naming A; the primary scope nothing', async () => {
    const subs = await t.get(`${V}/merchant/transactions/sub-accounts`, { token: w.limited.token });
    expect(subs.body.responseBody.items.map((i: { reference: string }) => i.reference)).toEqual([
      w.onA.reference,
    ]);
    expect(subs.body.responseBody.items[0].subAccount).toEqual({ slug: w.a.slug, name: 'Ikeja branch' });
    const primary = await t.get(`${V}/merchant/transactions/primary-accounts`, { token: w.limited.token });
    expect(primary.body.responseBody).toMatchObject({ items: [], total: 0 });
    const owner = await t.get(`${V}/merchant/transactions/sub-accounts`, { token: w.owner.token });
    expect(owner.body.responseBody.items.map((i: { reference: string }) => i.reference)).toEqual([
      w.onB.reference,
      w.onA.reference,
    ]);
    const stats = await t.get(
      `${V}/merchant/dashboard/transactions/stats/NGN?from=2026-03-01&to=2026-03-02`,
      {
        token: w.limited.token,
      },
    );
    expect(stats.status, stats.text).toBe(200);
    expect(stats.body.responseBody.totals).toMatchObject({ paid: 1, volume: w.onA.amount });
    const ownerPrimary = await t.get(`${V}/merchant/transactions/primary-accounts`, { token: w.owner.token });
    expect(ownerPrimary.body.responseBody.items.map((i: { reference: string }) => i.reference)).toEqual([
      w.onPrimary.reference,
    ]);
  });

  test('the home’s balance, the customers and the balance history are A’s', async () => {
    const token = w.limited.token;
    const held = (await subAccountBalances(t.db, w.a.uuid)).get('NGN')!;
    const balance = await t.get(`${V}/merchant/dashboard/balances/NGN`, { token });
    expect(balance.body.responseBody).toEqual({
      currency: 'NGN',
      available: Number(held.available),
      pending: Number(held.pending),
    });
    expect(held.available + held.pending).toBeGreaterThan(0n);
    const customers = await t.post(`${V}/merchant/customers`, {}, { token });
    expect(customers.body.responseBody.items.map((c: { email: string }) => c.email)).toEqual([w.onA.email]);
    const history = await t.post(`${V}/merchant/balances/view-all`, {}, { token });
    expect(history.status, history.text).toBe(200);
    expect(history.text).toContain(w.onA.reference);
  });

  test('B’s and the primary account’s payments asked by id are a 404, as another merchant’s', async () => {
    for (const p of [w.onB, w.onPrimary]) {
      for (const path of [
        `details/${p.id}`,
        `generate-receipt-for-transaction-details/${p.id}`,
        `resend-webhook/${p.id}`,
        `refunds/${p.id}`,
      ]) {
        const res = await t.get(`${V}/merchant/transactions/${path}`, { token: w.limited.token });
        expect(res.status, `${path}: ${res.text}`).toBe(404);
      }
      const refund = await t.post(
        `${V}/merchant/transactions/refund/${p.id}`,
        { reason: 'requested_by_customer', pin: '1234' },
        { token: w.limited.token },
      );
      expect(refund.status, refund.text).toBe(404);
    }
    const mine = await t.get(`${V}/merchant/transactions/details/${w.onA.id}`, { token: w.limited.token });
    expect(mine.status, mine.text).toBe(200);
  });
});
