/**
 * POST /transaction/initialize: a payment the merchant's server prepares and the customer pays on
 * our pay page, `/checkout/<access_code>` (the address answered as `authorization_url`).
 *
 * The payment is paid through a payment link of its own (fixed amount, one use, 24 hours, hidden
 * from the dashboard's list): the pay page, the checkout (card, transfer, USSD), the ledger and the
 * webhooks are the links' own, unchanged. The link and the initialized payment are written in one
 * transaction. The merchant's reference (or one made here) is unique per merchant: one already used,
 * by an initialized payment or a transaction, is 400 `Duplicate Transaction Reference`. An amount
 * over the merchant's per-payment limit (its KYB category's) is refused here, with the checkout's
 * own message, rather than at the customer's checkout; a live instance takes https callbacks only.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import { amountProblems } from '@payrail/contract/payment-links';
import { type InitializeTransactionRequest, PAYSTACK_MESSAGES } from '@payrail/contract/public-api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { initializedPayments, paymentLinks, transactions, users } from '#db/schema/index.ts';
import { publicId } from '#lib/crypto.ts';
import { AppError, validation } from '#lib/errors.ts';
import { perTransactionRefusal } from '#modules/account-limits/index.ts';
import { generatedSlug } from '#modules/payment-links/index.ts';
import { refusePlainHttpWhenLive } from './callback-url.ts';
import type { ApiCaller } from './caller.ts';
import { idempotent } from './idempotent.ts';

type Body = z.output<typeof InitializeTransactionRequest>;
/** How long the pay page of an initialized payment can be paid. */
export const INITIALIZED_TTL_MS = 24 * 60 * 60_000;

const duplicate = () => new AppError(ErrorCode.DUPLICATE_REFERENCE, PAYSTACK_MESSAGES.duplicateReference);
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newReference = () => [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

async function referenceTaken(caller: ApiCaller, reference: string): Promise<boolean> {
  const { db } = caller.deps;
  const [initialized] = await db
    .select({ id: initializedPayments.id })
    .from(initializedPayments)
    .where(
      and(
        eq(initializedPayments.merchantId, caller.merchantId),
        eq(initializedPayments.reference, reference),
      ),
    )
    .limit(1);
  if (initialized) return true;
  const [transaction] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.merchantId, caller.merchantId), eq(transactions.reference, reference)))
    .limit(1);
  return Boolean(transaction);
}

/** The merchant's owner: who the link is recorded as made by (the API acts for the merchant). */
export async function ownerOf(caller: ApiCaller): Promise<string> {
  const [owner] = await caller.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, caller.merchantId), eq(users.isOwner, true)))
    .limit(1);
  if (!owner) throw new AppError(ErrorCode.API_KEY_INVALID);
  return owner.id;
}

export async function initializeTransaction(caller: ApiCaller, body: Body) {
  const problems = amountProblems({ currency: body.currency, amountType: 'fixed', amount: body.amount });
  if (problems.amount) throw validation({ amount: [problems.amount] });
  refusePlainHttpWhenLive(caller, 'callback_url', body.callback_url);
  const overLimit = await perTransactionRefusal(caller.deps.db, {
    merchantId: caller.merchantId,
    currency: body.currency,
    amount: BigInt(body.amount),
    now: caller.deps.clock.now(),
  });
  if (overLimit) throw validation({ amount: [overLimit] });
  const reference = body.reference ?? newReference();
  return idempotent(caller, { operation: 'initialize', body, reference }, async () => {
    if (await referenceTaken(caller, reference)) throw duplicate();
    const { db, clock, config } = caller.deps;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INITIALIZED_TTL_MS);
    const accessCode = randomBytes(24).toString('base64url');
    const createdBy = await ownerOf(caller);
    try {
      await db.transaction(async (tx) => {
        const [link] = await tx
          .insert(paymentLinks)
          .values({
            ref: publicId('PL'),
            merchantId: caller.merchantId,
            slug: generatedSlug('payment'),
            name: `Payment ${reference}`.slice(0, 100),
            description: '',
            currency: body.currency,
            amountType: 'fixed',
            amount: BigInt(body.amount),
            redirectUrl: body.callback_url ?? null,
            customFields: [],
            usageLimit: 1,
            expiresAt,
            createdBy,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: paymentLinks.id });
        await tx.insert(initializedPayments).values({
          merchantId: caller.merchantId,
          mode: caller.mode,
          reference,
          accessCode,
          linkId: link!.id,
          email: body.email,
          amount: BigInt(body.amount),
          currency: body.currency,
          callbackUrl: body.callback_url ?? null,
          metadata: body.metadata ?? null,
          createdAt: now,
          expiresAt,
        });
      });
    } catch (err) {
      // Two initializations with one reference at once: the unique index lets one through.
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
    return {
      message: PAYSTACK_MESSAGES.initialized,
      data: {
        authorization_url: `${config.appUrl}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    };
  });
}

/** The pay page of an initialized payment: its link, the customer's email and the callback; null for an unknown code. */
export async function initializedPage(
  { deps }: Pick<ApiCaller, 'deps'>,
  accessCode: string,
): Promise<{ linkRef: string; email: string; callbackUrl: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(accessCode)) return null;
  const [row] = await deps.db
    .select({
      linkRef: paymentLinks.ref,
      email: initializedPayments.email,
      callbackUrl: initializedPayments.callbackUrl,
    })
    .from(initializedPayments)
    .innerJoin(paymentLinks, eq(paymentLinks.id, initializedPayments.linkId))
    .where(eq(initializedPayments.accessCode, accessCode))
    .limit(1);
  return row ?? null;
}
