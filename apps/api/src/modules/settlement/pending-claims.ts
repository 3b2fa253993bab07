/**
 * What other money movements tell the settlement run about a payment still in pending, inside
 * their own transaction (docs/SETTLEMENT.md "Refunds and disputes"):
 *
 * - `takeFromPending` before a refund or chargeback takes money for a payment: it says how much to
 *   debit from merchant_pending (what of the payment has not settled; `taken` grows by it, so the
 *   run later moves only the rest) and how much from merchant_available. The row lock orders this
 *   against a run settling the same payment.
 * - `holdSettlement` / `releaseSettlement` keep a disputed payment in pending while the dispute is
 *   open, and let it settle once it ends.
 */
import { sql } from 'drizzle-orm';
import { rawRows, type Tx } from '#db/client.ts';

type Row = { settled: boolean; left: string | null };

/**
 * Splits `amount` taken for a payment between its wallets: what is still pending of the payment
 * comes from merchant_pending (and the run will not move it), the rest from merchant_available.
 * null when no payment has this reference.
 */
export async function takeFromPending(
  tx: Tx,
  paymentReference: string,
  amount: bigint,
): Promise<{ fromPending: bigint; fromAvailable: bigint } | null> {
  const rows = await rawRows<Row>(
    tx,
    sql`
    select s.settled_at is not null as settled,
      (select p.amount - s.taken from postings p join ledger_accounts a on a.id = p.account_id
       where p.entry_id = s.entry_id and a.kind = 'merchant_pending')::text as left
    from payment_settlements s where s.reference = ${paymentReference} for update of s`,
  );
  const row = rows[0];
  if (!row) return null;
  const left = row.settled ? 0n : BigInt(row.left ?? '0');
  const fromPending = left < amount ? (left > 0n ? left : 0n) : amount;
  if (fromPending > 0n)
    await tx.execute(
      sql`update payment_settlements set taken = taken + ${fromPending} where reference = ${paymentReference}`,
    );
  return { fromPending, fromAvailable: amount - fromPending };
}

/** Keeps the payment in pending (an open dispute); false when it has already settled. */
export async function holdSettlement(tx: Tx, paymentReference: string): Promise<boolean> {
  const rows = await rawRows<{ entry_id: string }>(
    tx,
    sql`
    update payment_settlements set held = true
    where reference = ${paymentReference} and settled_at is null returning entry_id`,
  );
  return rows.length > 0;
}

/** Lets a held payment settle again at its due time (or at the next run when that has passed). */
export async function releaseSettlement(tx: Tx, paymentReference: string): Promise<void> {
  await tx.execute(sql`update payment_settlements set held = false where reference = ${paymentReference}`);
}
