/**
 * The authorization matrix's fixtures (authorization-matrix.test.ts): one merchant with an object
 * of every kind an endpoint takes an id of (their ids go into `fixtures`, authorization-tables.ts),
 * and the callers the matrix tries on every endpoint: the owner, a member of each system role, a
 * custom role with no permissions, a member limited to one sub-account, another merchant's owner
 * and anonymous. No money moves: rows a payout or a chargeback needs are inserted as they are.
 */
import { SYSTEM_ROLES } from '@payrail/contract/permissions';
import { eq } from 'drizzle-orm';
import {
  approvalLimitChanges,
  chargebacks,
  conversionQuotes,
  exports,
  journalEntries,
  payouts,
  settlementAccountChanges,
  settlementAccounts,
  supportTickets,
  transactions,
} from '#db/schema/index.ts';
import { fixtures } from './authorization-tables.ts';
import type { Harness } from './harness.ts';
import { pdf, upload } from './kyb.ts';
import { CARDS, card, payer, payOk } from './payments.ts';
import { createRole, invite, MEMBER_PASSWORD, member, subAccount } from './team.ts';
import { signedInUser } from './users.ts';

export type Persona = {
  name: string;
  token?: string;
  permissions: ReadonlySet<string>;
  /** The merchant's owner (of this merchant or another). */
  owner?: boolean;
  email?: string;
  password?: string;
};

/** Creates the fixtures (filling `fixtures`) and the callers; returns the callers. */
export async function matrixPersonas(t: Harness): Promise<Persona[]> {
  const owner = await signedInUser(t);
  const all = new Set(SYSTEM_ROLES[0]!.permissions);
  const sub = await subAccount(t, owner.row.merchantId);
  const role = await createRole(t, owner.token, ['transactions:read'], 'Matrix fixture');
  const target = await invite(t, owner.token, { roleName: 'Viewer' });
  const link = await t.post(
    '/api/v1/merchant/payment-links/create',
    { name: 'Matrix link', amount: 100_000 },
    { token: owner.token },
  );
  const subLink = await t.post(
    `/api/v1/merchant/sub-accounts/payment-links/${sub.id}`,
    { name: 'Matrix sub-account link', amount: 100_000 },
    { token: owner.token },
  );
  const kybDocument = await upload(t, owner.token, 'proof-of-address', pdf());
  await payOk(t, link.body.responseBody.ref, payer({ card: card(CARDS.success) }));
  const customers = await t.post('/api/v1/merchant/customers', {}, { token: owner.token });
  Object.assign(fixtures, {
    kybDocumentId: kybDocument.body.responseBody.id,
    targetUserId: target.userId,
    roleId: role.id,
    subAccountId: sub.id,
    subAccountSlug: sub.slug,
    subAccountLinkRef: subLink.body.responseBody.ref,
    linkRef: link.body.responseBody.ref,
    customerId: customers.body.responseBody.items[0].id,
  });
  const [paid] = await t.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.merchantId, owner.row.merchantId));
  fixtures.transactionId = paid!.id;
  const [entry] = await t.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.merchantId, owner.row.merchantId));
  fixtures.movementRef = entry!.id;
  const [ready] = await t.db
    .insert(exports)
    .values({
      merchantId: owner.row.merchantId,
      requestedBy: owner.row.id,
      kind: 'transactions-csv',
      filters: {},
      status: 'ready',
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    })
    .returning({ id: exports.id });
  fixtures.exportId = ready!.id;
  // A payout row (no money moves in this suite): only its id is needed, to be refused to others.
  const [account] = await t.db
    .insert(settlementAccounts)
    .values({
      merchantId: owner.row.merchantId,
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      addedBy: owner.row.id,
      payoutsFrom: t.clock.now(),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: settlementAccounts.id });
  const [payout] = await t.db
    .insert(payouts)
    .values({
      reference: `PO_MATRIX${crypto.randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`,
      merchantId: owner.row.merchantId,
      requestedBy: owner.row.id,
      currency: 'NGN',
      amount: 100_000n,
      fee: 1_000n,
      settlementAccountId: account!.id,
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: payouts.id });
  fixtures.payoutId = payout!.id;
  // A settlement-account change waiting for a second member (two-person approval).
  const [change] = await t.db
    .insert(settlementAccountChanges)
    .values({
      merchantId: owner.row.merchantId,
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      requestedBy: owner.row.id,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: settlementAccountChanges.id });
  fixtures.settlementChangeId = change!.id;
  // Two-person approval turned off, waiting its 24 hours (cancellable by an approver).
  const [loosening] = await t.db
    .insert(approvalLimitChanges)
    .values({
      merchantId: owner.row.merchantId,
      fromLimit: 5_000_000n,
      toLimit: null,
      requestedBy: owner.row.id,
      takesEffectAt: new Date(t.clock.now().getTime() + 24 * 3600_000),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: approvalLimitChanges.id });
  fixtures.approvalLimitChangeId = loosening!.id;
  // An open chargeback on the paid transaction (no money moves here): refused to others.
  const [chargeback] = await t.db
    .insert(chargebacks)
    .values({
      reference: `CB_MATRIX${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      merchantId: owner.row.merchantId,
      transactionId: fixtures.transactionId,
      currency: 'NGN',
      amount: 10_000n,
      reason: 'Goods not received',
      dueAt: t.clock.now(),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: chargebacks.id });
  fixtures.chargebackId = chargeback!.id;
  // A conversion quote (a rate lock): only its id is needed, to be refused to others.
  const [quoted] = await t.db
    .insert(conversionQuotes)
    .values({
      merchantId: owner.row.merchantId,
      fromCurrency: 'USD',
      toCurrency: 'NGN',
      midRate: 15_000_000_000_000n,
      spreadBps: 0,
      rate: 15_000_000_000_000n,
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    })
    .returning({ id: conversionQuotes.id });
  fixtures.quoteId = quoted!.id;
  // A support ticket the merchant filed: refused to others.
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({
      code: `SUP-M${crypto.randomUUID().slice(0, 5).toUpperCase()}`,
      merchantId: owner.row.merchantId,
      filedBy: owner.row.id,
      subject: 'Matrix ticket',
      category: 'other',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: supportTickets.id });
  fixtures.supportTicketId = ticket!.id;
  const nothing = await createRole(t, owner.token, [], 'Nothing at all');
  const viewer = new Set(SYSTEM_ROLES.find((r) => r.name === 'Viewer')!.permissions);
  const other = await signedInUser(t);
  return [
    {
      name: 'owner',
      owner: true,
      token: owner.token,
      permissions: all,
      email: owner.email,
      password: owner.password as string,
    },
    ...(await Promise.all(
      SYSTEM_ROLES.map(async (r) => {
        const m = await member(t, owner.token, { roleName: r.name });
        return {
          name: r.name,
          token: m.token,
          permissions: new Set(r.permissions),
          email: m.email,
          password: MEMBER_PASSWORD,
        };
      }),
    )),
    {
      name: 'custom role without the permission',
      ...(await memberOf(t, owner.token, nothing.name)),
      permissions: new Set(),
    },
    {
      name: 'member limited to one sub-account',
      ...(await memberOf(t, owner.token, 'Viewer', [sub.id])),
      permissions: viewer,
    },
    {
      name: 'another merchant’s owner',
      owner: true,
      token: other.token,
      permissions: all,
      email: other.email,
      password: other.password as string,
    },
    { name: 'anonymous', permissions: new Set() },
  ];
}

async function memberOf(t: Harness, ownerToken: string, roleName: string, subAccountIds?: string[]) {
  const m = await member(t, ownerToken, { roleName, ...(subAccountIds ? { subAccountIds } : {}) });
  return { token: m.token, email: m.email, password: MEMBER_PASSWORD };
}
