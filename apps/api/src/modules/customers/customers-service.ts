/**
 * Customers are created (or updated) by each successful payment, inside the payment's database
 * transaction: one per merchant and email, case-insensitive, with a count and totals per currency.
 * Their list and export screens come in a later issue.
 */
import { sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.ts';

export type PayingCustomer = { email: string; name: string; phone: string | null };

/** Upserts the customer and adds the payment to their totals; returns the customer's id. */
export async function recordCustomerPayment(
  tx: Tx,
  merchantId: string,
  who: PayingCustomer,
  currency: string,
  amount: bigint,
  at: Date,
): Promise<string> {
  const when = at.toISOString();
  const [row] = await rawRows<{ id: string }>(
    tx,
    sql`insert into customers (merchant_id, email, name, phone, payment_count, first_paid_at, last_paid_at)
        values (${merchantId}, ${who.email.toLowerCase()}, ${who.name}, ${who.phone}, 1, ${when}, ${when})
        on conflict (merchant_id, lower(email)) do update set
          name = excluded.name,
          phone = coalesce(excluded.phone, customers.phone),
          payment_count = customers.payment_count + 1,
          last_paid_at = greatest(customers.last_paid_at, excluded.last_paid_at)
        returning id`,
  );
  const id = row!.id;
  await tx.execute(
    sql`insert into customer_totals (customer_id, currency, amount, count)
        values (${id}, ${currency}, ${amount.toString()}, 1)
        on conflict (customer_id, currency) do update set
          amount = customer_totals.amount + excluded.amount,
          count = customer_totals.count + 1`,
  );
  return id;
}
