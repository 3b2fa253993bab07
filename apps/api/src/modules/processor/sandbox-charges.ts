/**
 * The sandbox acquirer's card charges, kept in the database (schema/sandbox.ts) because an
 * acquirer outlives our process: a charge is keyed by our checkout's reference, and the first
 * answer for a reference is the answer for ever (one statement: insert, or return the row a
 * retry finds). Voiding marks it so; voiding an unknown reference leaves a voided record, so a
 * late authorization of that reference is declined instead of charging.
 */
import { randomBytes } from 'node:crypto';
import { luhnValid, SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@payrail/contract/checkout';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { sandboxCharges } from '#db/schema/index.ts';
import { perDatabase } from '#lib/prepared.ts';
import type { AuthorizeResult, CardDetails, ChargeRequest, ChargeState, OtpResult } from './adapter.ts';
import { cardExpired } from './card.ts';

export const sandboxRef = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const VOIDED = 'The charge was voided';

type Outcome = { outcome: 'approved' | 'declined' | 'otp_required'; reason: string | null };

/** What the sandbox's issuer says to a card: the test cards' outcomes, anything else declined. */
export function issuerAnswer(card: CardDetails, now: Date): Outcome {
  const declined = (reason: string): Outcome => ({ outcome: 'declined', reason });
  if (!luhnValid(card.number)) return declined('Invalid card number');
  if (cardExpired(card.expiry, now)) return declined('Expired card');
  const test = SANDBOX_TEST_CARDS.find((c) => c.number === card.number);
  if (!test) return declined('Use a sandbox test card');
  if (test.outcome === 'success') return { outcome: 'approved', reason: null };
  if (test.outcome === 'otp_required') return { outcome: 'otp_required', reason: null };
  return declined(test.reason);
}

const recordCharge = perDatabase((db: Db) =>
  db
    .insert(sandboxCharges)
    .values({
      reference: sql.placeholder('reference'),
      outcome: sql.placeholder('outcome'),
      processorRef: sql.placeholder('processorRef'),
      reason: sql.placeholder('reason'),
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      createdAt: sql.placeholder('now'),
    })
    // A retry gets the row the first request wrote (the no-op update makes `returning` answer it).
    .onConflictDoUpdate({ target: sandboxCharges.reference, set: { voided: sql`${sandboxCharges.voided}` } })
    .returning()
    .prepare('sandbox_charge'),
);

export async function authorizeCharge(db: Db, req: ChargeRequest): Promise<AuthorizeResult> {
  const { outcome, reason } = issuerAnswer(req.card, req.now);
  const [row] = await recordCharge(db).execute({
    reference: req.reference,
    outcome,
    processorRef: sandboxRef(outcome === 'otp_required' ? 'sbx_otp' : 'sbx_ch'),
    reason,
    amount: req.amount.amount,
    currency: req.amount.currency,
    now: req.now,
  });
  const c = row!;
  if (c.voided) return { kind: 'declined', processorRef: c.processorRef, reason: VOIDED };
  if (c.outcome === 'approved') return { kind: 'approved', processorRef: c.processorRef };
  if (c.outcome === 'otp_required') return { kind: 'otp_required', processorRef: c.processorRef };
  return { kind: 'declined', processorRef: c.processorRef, reason: c.reason ?? 'Declined' };
}

export async function submitChargeOtp(
  db: Db,
  req: { reference: string; processorRef: string; otp: string },
): Promise<OtpResult> {
  const where = and(
    eq(sandboxCharges.reference, req.reference),
    eq(sandboxCharges.processorRef, req.processorRef),
  );
  const [c] = await db.select().from(sandboxCharges).where(where);
  if (!c || c.outcome === 'declined') return { kind: 'declined', reason: 'Unknown challenge' };
  if (c.voided) return { kind: 'declined', reason: VOIDED };
  if (c.outcome === 'approved') return { kind: 'approved' };
  if (req.otp !== SANDBOX_OTP) return { kind: 'invalid_otp' };
  // Approved only while not voided (a void racing with the code wins or loses as a whole).
  const [done] = await db
    .update(sandboxCharges)
    .set({ outcome: 'approved' })
    .where(and(where, eq(sandboxCharges.voided, false)))
    .returning({ outcome: sandboxCharges.outcome });
  return done ? { kind: 'approved' } : { kind: 'declined', reason: VOIDED };
}

export async function chargeState(db: Db, reference: string): Promise<ChargeState> {
  const [c] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
  if (!c) return { state: 'not_found' };
  if (c.voided) return { state: 'voided' };
  if (c.outcome === 'approved') return { state: 'approved', processorRef: c.processorRef, amount: c.amount };
  if (c.outcome === 'otp_required') return { state: 'otp_required', processorRef: c.processorRef };
  return { state: 'declined', processorRef: c.processorRef, reason: c.reason ?? 'Declined' };
}

export async function voidSandboxCharge(db: Db, reference: string, now: Date): Promise<void> {
  await db
    .insert(sandboxCharges)
    .values({
      reference,
      outcome: 'declined',
      processorRef: sandboxRef('sbx_void'),
      reason: VOIDED,
      amount: 0n,
      currency: 'NGN',
      voided: true,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: sandboxCharges.reference, set: { voided: true } });
}
