/**
 * The sub-account scoping test's world (sub-account-scoping.test.ts): a merchant with sub-accounts
 * A and B, a paid payment on a link of each and on the primary account's own link (each by its own
 * customer, each a distinct amount), and a member limited to A holding every permission. `theirs`
 * are A's marks, which a list of payments must show; `others` are B's and the primary account's,
 * which no answer to the member may contain.
 */
import { ALL_PERMISSIONS } from '@payrail/contract/permissions';
import { eq } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import type { Harness } from './harness.ts';
import { CARDS, card, createLink, payer, payOk } from './payments.ts';
import { createSubAccount, createSubAccountLink } from './sub-accounts.ts';
import { createRole, member } from './team.ts';
import { signedInUser } from './users.ts';

export type Paid = { id: string; reference: string; linkRef: string; email: string; amount: number };

async function paid(t: Harness, linkRef: string, email: string, amount: number): Promise<Paid> {
  const state = await payOk(t, linkRef, payer({ email, card: card(CARDS.success) }));
  const reference = String(state.reference);
  const [row] = await t.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.reference, reference));
  return { id: row!.id, reference, linkRef, email, amount };
}

export async function scopingWorld(t: Harness) {
  t.clock.set('2026-03-02T09:00:00Z');
  const owner = await signedInUser(t);
  const a = await createSubAccount(t, owner.token, { name: 'Ikeja branch' });
  const b = await createSubAccount(t, owner.token, { name: 'Lekki branch' });
  const aLink = await createSubAccountLink(t, owner.token, a.uuid, { name: 'Ikeja fees', amount: 1_111_100 });
  const bLink = await createSubAccountLink(t, owner.token, b.uuid, { name: 'Lekki fees', amount: 2_222_200 });
  const pLink = await createLink(t, owner.token, { name: 'Main fees', amount: 3_333_300 });
  t.clock.advance(60_000);
  const onA = await paid(t, aLink.ref, 'ada@ikeja.example', 1_111_100);
  t.clock.advance(60_000);
  const onB = await paid(t, bLink.ref, 'bisi@lekki.example', 2_222_200);
  t.clock.advance(60_000);
  const onPrimary = await paid(t, pLink.ref, 'chidi@main.example', 3_333_300);
  t.clock.advance(60_000);
  const role = await createRole(t, owner.token, [...ALL_PERMISSIONS], 'Everything but the money');
  const limited = await member(t, owner.token, { roleName: role.name, subAccountIds: [a.uuid] });
  const customers = await t.post('/api/v1/merchant/customers', {}, { token: owner.token });
  const customerOf = (email: string) =>
    (customers.body.responseBody.items as { id: string; email: string }[]).find((c) => c.email === email)!.id;
  return {
    owner,
    limited,
    a,
    b,
    onA,
    onB,
    onPrimary,
    customers: { a: customerOf(onA.email), b: customerOf(onB.email), primary: customerOf(onPrimary.email) },
    /** What only A's payments show: a list of payments must hold A's reference. */
    theirs: [onA.reference],
    /** What no answer to the member may hold: B's and the primary account's marks. */
    others: [
      ...[onB, onPrimary].flatMap((p) => [p.id, p.reference, p.linkRef, p.email, String(p.amount)]),
      b.uuid,
      b.slug,
      'Lekki branch',
    ],
  };
}

export type ScopingWorld = Awaited<ReturnType<typeof scopingWorld>>;
