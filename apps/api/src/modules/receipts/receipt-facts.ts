/** What a receipt shows of a payment, read once for the PDF and for its verification. */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { merchantBranding, merchants, paymentLinks, transactions } from '#db/schema/index.ts';

export type ReceiptFacts = {
  /** The name customers see: the white-labelling's display name, else the business name. */
  merchantName: string;
  /** The white-labelling: colour (null: the default), logo (PNG bytes, resized) and support contact. */
  brand: {
    color: string | null;
    logo: { bytes: Uint8Array; width: number; height: number } | null;
    supportEmail: string | null;
    supportPhone: string | null;
  };
  linkName: string | null;
  reference: string;
  status: 'success' | 'underpaid';
  channel: 'card' | 'bank_transfer' | 'ussd';
  currency: string;
  /** The price asked, the fee the customer paid on top (0 when the merchant bore it), and what was kept. */
  amount: bigint;
  customerFee: bigint;
  total: bigint;
  paid: bigint;
  customerName: string;
  customerEmail: string;
  card: { brand: string; last4: string } | null;
  paidAt: Date;
};

const PAID = ['success', 'underpaid'] as const;

async function load(
  db: Db,
  where: SQL,
): Promise<(ReceiptFacts & { merchantId: string }) | 'unpaid' | undefined> {
  const [row] = await db
    .select({
      t: transactions,
      merchantName: merchants.businessName,
      linkName: paymentLinks.name,
      brand: {
        displayName: merchantBranding.displayName,
        color: merchantBranding.brandColor,
        logoBytes: merchantBranding.logoBytes,
        logoWidth: merchantBranding.logoWidth,
        logoHeight: merchantBranding.logoHeight,
        supportEmail: merchantBranding.supportEmail,
        supportPhone: merchantBranding.supportPhone,
      },
    })
    .from(transactions)
    .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
    .leftJoin(merchantBranding, eq(merchantBranding.merchantId, transactions.merchantId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { t } = row;
  if (!PAID.includes(t.status as (typeof PAID)[number]) || !t.paidAt) return 'unpaid';
  return {
    merchantId: t.merchantId,
    merchantName: row.brand?.displayName || row.merchantName,
    brand: {
      color: row.brand?.color ?? null,
      logo:
        row.brand?.logoBytes && row.brand.logoWidth && row.brand.logoHeight
          ? { bytes: row.brand.logoBytes, width: row.brand.logoWidth, height: row.brand.logoHeight }
          : null,
      supportEmail: row.brand?.supportEmail ?? null,
      supportPhone: row.brand?.supportPhone ?? null,
    },
    linkName: row.linkName,
    reference: t.reference,
    status: t.status as ReceiptFacts['status'],
    channel: t.channel,
    currency: t.currency,
    amount: t.amount,
    customerFee: t.feeBearer === 'customer' ? t.total - t.amount : 0n,
    total: t.total,
    paid: t.amountPaid,
    customerName: t.customerName,
    customerEmail: t.customerEmail,
    card: t.cardBrand && t.cardLast4 ? { brand: t.cardBrand, last4: t.cardLast4 } : null,
    paidAt: t.paidAt,
  };
}

/**
 * A transaction by id among those `visible` selects (the caller's merchant's, or only its
 * sub-accounts' for a limited member): its facts, 'unpaid' when no money was received, or undefined.
 */
export const merchantReceipt = (db: Db, visible: SQL, id: string) =>
  load(db, and(eq(transactions.id, id), visible)!);

/** A received payment by reference (the verification page); anything else is undefined. */
export async function paidByReference(db: Db, reference: string) {
  const facts = await load(
    db,
    and(eq(transactions.reference, reference), inArray(transactions.status, [...PAID]))!,
  );
  return facts === 'unpaid' ? undefined : facts;
}
