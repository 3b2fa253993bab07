/**
 * GET /customer/{email_or_code}: one of the merchant's customers (someone who has paid it), by
 * email (any case) or by the `CUS_…` code the transactions answer. Another merchant's is 404.
 */
import { PAYSTACK_MESSAGES, type PaystackCustomer } from '@payrail/contract/public-api';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customers } from '#db/schema/index.ts';
import { notFound } from '#lib/errors.ts';
import type { ApiCaller } from './caller.ts';
import { customerCode, customerIdOf, nameParts } from './transaction-view.ts';

export async function fetchCustomer(
  caller: ApiCaller,
  { email_or_code: key }: { email_or_code: string },
): Promise<z.infer<typeof PaystackCustomer>> {
  const id = customerIdOf(key);
  const match = id ? eq(customers.id, id) : sql`lower(${customers.email}) = ${key.toLowerCase()}`;
  const [row] = await caller.deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantId, caller.merchantId), match))
    .limit(1);
  if (!row) throw notFound(PAYSTACK_MESSAGES.customerNotFound);
  return {
    id: row.id,
    email: row.email,
    customer_code: customerCode(row.id),
    ...nameParts(row.name),
    phone: row.phone,
    metadata: null,
    risk_action: row.blacklistedAt ? 'deny' : 'default',
    created_at: row.firstPaidAt.toISOString(),
  };
}
