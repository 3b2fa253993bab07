/**
 * Setting, changing and resetting the transaction PIN. PINs are stored as argon2id hashes (the
 * password helpers), never logged. send-new-pin emails a fresh random PIN (rate limited) and the
 * old one stops working; it neither lifts a lock nor restarts its escalation (verify.ts), so a
 * session that used up its tries cannot reopen PIN use by itself.
 */

import { randomInt } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import {
  type ChangePinRequest,
  isTrivialPin,
  PinMessages,
  type RegisterPinRequest,
} from '@payrail/contract/pin';
import { eq } from 'drizzle-orm';
import { transactionPins, users } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';
import { hashPassword } from '#modules/auth/index.ts';
import { notify } from '#modules/notifications/index.ts';
import { newPinMail } from './mail.ts';
import { verifyPin } from './verify.ts';

export const SEND_NEW_PIN_LIMIT: Limit = { name: 'pin-reset:user', max: 3, windowMs: 60 * 60_000 };

export async function registerPin({ deps, actor }: Ctx, input: RegisterPinRequest): Promise<void> {
  const pinHash = await hashPassword(input.pin);
  const now = deps.clock.now();
  const inserted = await deps.db
    .insert(transactionPins)
    .values({ userId: actor.userId, pinHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: transactionPins.userId });
  if (!inserted.length) throw new AppError(ErrorCode.PIN_ALREADY_SET, PinMessages.alreadySet);
}

export async function changePin(ctx: Ctx, input: ChangePinRequest): Promise<void> {
  const { deps, actor } = ctx;
  await verifyPin(ctx, { pin: input.currentPin, field: 'currentPin' });
  const pinHash = await hashPassword(input.newPin);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(transactionPins)
      .set({ pinHash, updatedAt: deps.clock.now() })
      .where(eq(transactionPins.userId, actor.userId));
    await notify(tx, deps.clock, {
      merchantId: actor.merchantId,
      userId: actor.userId,
      kind: 'security.pin',
      title: 'Transaction PIN changed',
      body: 'Your transaction PIN was changed. If this was not you, reset it and change your password.',
    });
  });
}

/** A random 4-digit PIN that the policy would accept. */
export function randomPin(): string {
  for (;;) {
    const pin = String(randomInt(10_000)).padStart(4, '0');
    if (!isTrivialPin(pin)) return pin;
  }
}

export async function sendNewPin({ deps, actor }: Ctx): Promise<void> {
  await hit(deps.db, deps.clock, SEND_NEW_PIN_LIMIT, actor.userId);
  const pin = randomPin();
  const pinHash = await hashPassword(pin);
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    await tx
      .insert(transactionPins)
      .values({ userId: actor.userId, pinHash, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: transactionPins.userId, set: { pinHash, updatedAt: now } });
    await notify(tx, deps.clock, {
      merchantId: actor.merchantId,
      userId: actor.userId,
      kind: 'security.pin',
      title: 'Transaction PIN reset',
      body: 'A new transaction PIN was sent to your email address; the old one no longer works. If this was not you, change your password.',
    });
    const [u] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, actor.userId));
    return u!;
  });
  await deps.mailer.send(newPinMail(user.email, user.firstName, pin));
}
