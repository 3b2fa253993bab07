/**
 * The split of a payment made on a sub-account's link (issue 15): the sub-account's rule, read
 * when the payment settles (a rule changed later does not touch payments already made).
 */

import type { SplitRule } from '@payrail/contract/split';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { subAccounts } from '#db/schema/index.ts';
import type { PaymentSplit } from './payment-entry.ts';

/** A sub-account's split columns as a query reads them (all null when the link has no sub-account). */
export type SplitRuleRow = {
  splitType: SplitRule['splitType'] | null;
  splitValue: bigint | null;
  splitCurrency: string | null;
  feeBearer: SplitRule['feeBearer'] | null;
};

/** The split of `t` from its sub-account's columns read already (null when it has none). */
export function splitFromRow(
  t: { subAccountId: string | null; feeBearer: 'merchant' | 'customer' },
  row: SplitRuleRow,
): PaymentSplit | null {
  if (!t.subAccountId || row.splitType === null || row.splitValue === null || row.feeBearer === null)
    return null;
  return {
    subAccountId: t.subAccountId,
    rule: { splitType: row.splitType, splitValue: row.splitValue, feeBearer: row.feeBearer },
    splitCurrency: row.splitCurrency,
    customerPaysFee: t.feeBearer === 'customer',
  };
}

/** The split of transaction `t`, or null when it was not paid through a sub-account's link. */
export async function paymentSplit(
  db: Db | Tx,
  t: { subAccountId: string | null; feeBearer: 'merchant' | 'customer' },
): Promise<PaymentSplit | null> {
  if (!t.subAccountId) return null;
  const [row] = await db
    .select({
      splitType: subAccounts.splitType,
      splitValue: subAccounts.splitValue,
      splitCurrency: subAccounts.splitCurrency,
      feeBearer: subAccounts.feeBearer,
    })
    .from(subAccounts)
    .where(eq(subAccounts.id, t.subAccountId));
  return row ? splitFromRow(t, row) : null;
}
