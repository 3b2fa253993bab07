/**
 * Customers are created (or updated) by each successful payment, inside the payment's database
 * transaction: one per merchant and email, case-insensitive, with a count and totals per currency.
 * Their list, export, page and blacklist are in customers-query.ts, customers-export.ts and
 * customers-blacklist.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { namedRows } from '#lib/prepared.ts';

export type PayingCustomer = { email: string; name: string; phone: string | null };

export type CustomerPayment = {
  merchantId: string;
  customer: PayingCustomer;
  currency: string;
  amount: bigint;
  at: Date;
};

/** The name of customerCtes' CTE that answers the customer's `id`. */
export const CUSTOMER_CTE = 'c';

/**
 * `c` (the customer, created or updated, with its id) and `totals` (their totals per currency) as
 * data-modifying CTEs. `onlyIf`, when given, is a condition: nothing is written when it is false.
 */
export function customerCtes(p: CustomerPayment, onlyIf?: SQL): SQL {
  const when = p.at.toISOString();
  const where = onlyIf ? sql` where ${onlyIf}` : sql``;
  return sql`${sql.identifier(CUSTOMER_CTE)} as (
      insert into customers (merchant_id, email, name, phone, payment_count, first_paid_at, last_paid_at)
      select ${p.merchantId}::uuid, ${p.customer.email.toLowerCase()}, ${p.customer.name}, ${p.customer.phone}, 1, ${when}::timestamptz, ${when}::timestamptz${where}
      on conflict (merchant_id, lower(email)) do update set
        name = excluded.name,
        phone = coalesce(excluded.phone, customers.phone),
        payment_count = customers.payment_count + 1,
        last_paid_at = greatest(customers.last_paid_at, excluded.last_paid_at)
      returning id
    ), totals as (
      insert into customer_totals (customer_id, currency, amount, count)
      select id, ${p.currency}, ${p.amount.toString()}::bigint, 1 from ${sql.identifier(CUSTOMER_CTE)}
      on conflict (customer_id, currency) do update set
        amount = customer_totals.amount + excluded.amount,
        count = customer_totals.count + 1
    )`;
}

/**
 * Upserts the customer, adds the payment to their totals and links the transaction to them, in
 * one statement (the customer's row is a hot row when one customer pays often: it is held briefly).
 * Returns the customer's id.
 */
export async function recordCustomerPayment(
  tx: Tx,
  p: CustomerPayment & { transactionId: string },
  /**
   * More data-modifying CTEs (`name as (insert …)`) run in the same statement: the payment's other
   * plain inserts ride along instead of costing a round trip each.
   */
  alongside: SQL[] = [],
): Promise<string> {
  const more = alongside.length ? sql`, ${sql.join(alongside, sql`, `)}` : sql``;
  const [row] = await namedRows<{ id: string }>(
    tx,
    sql`with ${customerCtes(p)}${more}
        update transactions set customer_id = (select id from ${sql.identifier(CUSTOMER_CTE)})
        where id = ${p.transactionId}
        returning customer_id as id`,
  );
  return row!.id;
}
