/**
 * PUT conversion/make-wallet-conversion. The PIN first; then, in ONE database transaction:
 *
 *   the quote, locked (FOR UPDATE): this merchant's, for this currency, unused, unexpired
 *   the conversion row (its quote unique: a quote converts once) and the quote marked used
 *   ONE ledger entry of kind `conversion`, balanced per currency:
 *     merchant_available  USD −amount      a conditional debit: never below zero, so of concurrent
 *     platform_fx         USD +amount      conversions only those the balance covers pass
 *     platform_fx         NGN −converted
 *     merchant_available  NGN +converted
 *   an audit row
 *
 * A short balance throws inside the transaction, so nothing is written and the quote stays usable.
 * Idempotency: the row carries the request's Idempotency-Key, unique per merchant; the same key and
 * body answer the first conversion again (even after its quote expired), another body is refused.
 * Two requests with one key race on the quote's row lock; the second then finds the first's row.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import type { MakeConversionRequest } from '@payrail/contract/conversion';
import { convertAt, formatRate } from '@payrail/contract/conversion-rate';
import { ErrorCode } from '@payrail/contract/errors';
import type { Currency } from '@payrail/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { conversionQuotes, conversions, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { AppError, notFound, validation } from '#lib/errors.ts';
import { post } from '#modules/ledger/index.ts';
import { emailOwner, formatAmount } from '#modules/notifications/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { conversionMail } from './mail.ts';
import type { ConversionCtx } from './quotes.ts';
import type { ConversionRow } from './view.ts';

export type ConvertInput = Omit<MakeConversionRequest, 'pin'> & { idempotencyKey?: string | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function conversionReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `CNV_${out}`;
}

/** The header's value, checked; undefined when absent. */
export function conversionIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

/** What the key is compared on: the money asked for (never the PIN). */
const requestHash = (i: ConvertInput) =>
  createHash('sha256')
    .update(JSON.stringify([i.amount, i.from, i.quoteId.toLowerCase()]))
    .digest('hex');

const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');

/** The conversion an earlier request with this key made, checked against this body; undefined if none. */
async function byKey(tx: Tx, merchantId: string, key: string | undefined, hash: string) {
  if (key === undefined) return undefined;
  const [earlier] = await tx
    .select()
    .from(conversions)
    .where(and(eq(conversions.merchantId, merchantId), eq(conversions.idempotencyKey, key)))
    .limit(1);
  if (earlier && earlier.requestHash !== hash) throw keyReused();
  return earlier;
}

const quoteNotFound = () => notFound('This rate was not found. Get a new rate.');

async function findQuote({ deps, actor }: ConversionCtx, quoteId: string) {
  if (!UUID.test(quoteId)) throw quoteNotFound();
  const [quote] = await deps.db
    .select({ id: conversionQuotes.id })
    .from(conversionQuotes)
    .where(and(eq(conversionQuotes.id, quoteId), eq(conversionQuotes.merchantId, actor.merchantId)))
    .limit(1);
  if (!quote) throw quoteNotFound();
}

/** PUT conversion/make-wallet-conversion. `replayed` when the key found an earlier conversion. */
export async function makeConversion(
  ctx: ConversionCtx,
  input: ConvertInput & { pin: string },
): Promise<{ conversion: ConversionRow; replayed: boolean }> {
  // An unknown or another merchant's quote is a 404 before the PIN is tried (no try is spent on it).
  await findQuote(ctx, input.quoteId);
  await verifyPin(ctx, { pin: input.pin });
  const done = await convertWithQuote(ctx, input);
  if (!done.replayed) await mailOwner(ctx, done.conversion);
  return done;
}

async function mailOwner({ deps, actor }: ConversionCtx, c: ConversionRow) {
  const [by] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const show = (amount: bigint, currency: string) => formatAmount(amount, currency);
  await emailOwner(deps, actor.merchantId, (to, name) =>
    conversionMail(to, name, {
      reference: c.reference,
      amount: show(c.amount, c.fromCurrency),
      converted: show(c.converted, c.toCurrency),
      rate: formatRate(c.rate),
      from: c.fromCurrency,
      to: c.toCurrency,
      by: by ? `${by.firstName} ${by.lastName}`.trim() : 'A team member',
      at: c.createdAt,
      dashboardUrl: `${deps.config.appUrl}/payments/balances`,
    }),
  );
}

/** The conversion's one transaction (the PIN is checked): row, quote used, ledger entry, audit; or nothing. */
export async function convertWithQuote(
  ctx: ConversionCtx,
  input: ConvertInput,
): Promise<{ conversion: ConversionRow; replayed: boolean }> {
  const { deps, actor } = ctx;
  const hash = requestHash(input);
  const key = input.idempotencyKey;
  if (!UUID.test(input.quoteId)) throw quoteNotFound();
  return deps.db.transaction(async (tx) => {
    const earlier = await byKey(tx, actor.merchantId, key, hash);
    if (earlier) return { conversion: earlier, replayed: true };
    const [quote] = await tx
      .select()
      .from(conversionQuotes)
      .where(and(eq(conversionQuotes.id, input.quoteId), eq(conversionQuotes.merchantId, actor.merchantId)))
      .for('update');
    if (!quote) throw quoteNotFound();
    if (quote.usedAt) {
      // A request with the same key may have taken the quote while this one waited for its lock.
      const first = await byKey(tx, actor.merchantId, key, hash);
      if (first) return { conversion: first, replayed: true };
      throw new AppError(ErrorCode.CONVERSION_QUOTE_USED);
    }
    if (quote.fromCurrency !== input.from)
      throw validation({ from: [`This rate converts from ${quote.fromCurrency}`] });
    const now = deps.clock.now();
    if (quote.expiresAt <= now) throw new AppError(ErrorCode.CONVERSION_QUOTE_EXPIRED);
    const from = quote.fromCurrency as Currency;
    const to = quote.toCurrency as Currency;
    const amount = BigInt(input.amount);
    const converted = convertAt(amount, from, to, quote.rate);
    if (converted <= 0n) throw validation({ amount: ['This amount is too small to convert'] });
    await tx.update(conversionQuotes).set({ usedAt: now }).where(eq(conversionQuotes.id, quote.id));
    const [created] = await tx
      .insert(conversions)
      .values({
        reference: conversionReference(),
        merchantId: actor.merchantId,
        requestedBy: actor.userId,
        quoteId: quote.id,
        idempotencyKey: key ?? null,
        requestHash: hash,
        fromCurrency: from,
        toCurrency: to,
        amount,
        converted,
        rate: quote.rate,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // Another request with this key but another quote committed first.
      const first = await byKey(tx, actor.merchantId, key, hash);
      if (first) return { conversion: first, replayed: true };
      throw keyReused();
    }
    const c = created;
    const m = actor.merchantId;
    await post(tx, deps.clock, {
      merchantId: m,
      kind: 'conversion',
      reference: c.reference,
      description: `Conversion of ${from} to ${to}`,
      lines: [
        { account: { merchantId: m, kind: 'merchant_available', currency: from }, amount: -amount },
        { account: { merchantId: null, kind: 'platform_fx', currency: from }, amount },
        { account: { merchantId: null, kind: 'platform_fx', currency: to }, amount: -converted },
        { account: { merchantId: m, kind: 'merchant_available', currency: to }, amount: converted },
      ],
    });
    await audit(tx, ctx, {
      action: 'conversion.made',
      target: c.id,
      details: {
        reference: c.reference,
        quoteId: quote.id,
        from,
        to,
        amount: amount.toString(),
        converted: converted.toString(),
        rate: quote.rate.toString(),
      },
    });
    return { conversion: c, replayed: false };
  });
}
