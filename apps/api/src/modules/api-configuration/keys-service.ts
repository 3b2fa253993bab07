/**
 * Sending the credentials (GET settings/send-api-key), rolling the secret keys (with the PIN), and
 * the public page's reveal that issues new keys and shows them once. Every change is audited in its
 * transaction and emailed to the owner. The rules and why: packages/contract/src/api-keys.ts and
 * docs/SECURITY.md, "API keys".
 */
import {
  API_KEY_MODES,
  type ApiKeys,
  API_KEY_MESSAGES as M,
  REVEAL_LINK_TTL_MS,
  type RevealedApiKeys,
  ROLL_GRACES,
  type RollApiKeysRequest,
} from '@payrail/contract/api-keys';
import { ErrorCode } from '@payrail/contract/errors';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { apiKeyReveals, apiKeys } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx, PublicCtx } from '#lib/context.ts';
import { hashToken, newToken } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { keyChangeMail, merchantOwner, revealLinkMail, revealUrl, showInstant } from './keys-mail.ts';
import { newKeyPair, workingKeys } from './secret-keys.ts';

type KeysCtx = Pick<Ctx, 'deps' | 'actor'>;

/** How long the keys a reveal replaces keep working, when they were not rolled. */
export const REPLACED_KEY_GRACE_MS = ROLL_GRACES['24h'];

/** Writes a one-time link and emails it to the owner; 503 'Failed to request credentials' when the email fails. */
async function sendRevealLink(ctx: KeysCtx, why: string): Promise<void> {
  const { deps, actor } = ctx;
  const token = newToken();
  const now = deps.clock.now();
  const owner = await merchantOwner(deps.db, actor.merchantId);
  const [reveal] = await deps.db
    .insert(apiKeyReveals)
    .values({
      merchantId: actor.merchantId,
      tokenHash: hashToken(token),
      requestedBy: actor.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REVEAL_LINK_TTL_MS),
    })
    .returning({ id: apiKeyReveals.id });
  try {
    await deps.mailer.send(revealLinkMail(owner, revealUrl(deps.config.appUrl, token), why));
  } catch (err) {
    deps.log.error({ err, merchantId: actor.merchantId }, 'API credentials email not sent');
    await deps.db.delete(apiKeyReveals).where(eq(apiKeyReveals.id, reveal!.id));
    throw new AppError(ErrorCode.CREDENTIALS_NOT_SENT, M.failed);
  }
}

export async function sendApiKey(ctx: KeysCtx): Promise<void> {
  await audit(ctx.deps.db, ctx, { action: 'api-keys.credentials-requested', target: ctx.actor.merchantId });
  await sendRevealLink(ctx, 'You asked for your Payrail API credentials.');
}

export async function rollApiKeys(ctx: KeysCtx, input: RollApiKeysRequest): Promise<ApiKeys> {
  const { deps, actor } = ctx;
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  const endsAt = new Date(now.getTime() + ROLL_GRACES[input.grace]);
  await deps.db.transaction(async (tx) => {
    // Only brought forward: a key already ending sooner keeps its end.
    const rolled = await tx
      .update(apiKeys)
      .set({ expiresAt: endsAt })
      .where(
        and(
          eq(apiKeys.merchantId, actor.merchantId),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, endsAt)),
        ),
      )
      .returning({ id: apiKeys.id });
    await audit(tx, ctx, {
      action: 'api-keys.rolled',
      target: actor.merchantId,
      details: { grace: input.grace, expiresAt: endsAt.toISOString(), keys: rolled.map((r) => r.id) },
    });
  });
  const ending =
    input.grace === 'now' ? 'stopped working at once' : `keep working until ${showInstant(endsAt)}`;
  await sendRevealLink(ctx, `Your secret API keys were rolled: the current ones ${ending}.`);
  return workingKeys(deps.db, actor.merchantId, now);
}

/** The public page's call: the link's token, once, within 15 minutes; issues a new pair per mode. */
export async function revealApiKeys(ctx: PublicCtx, { token }: { token: string }): Promise<RevealedApiKeys> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [reveal] = await tx
      .select()
      .from(apiKeyReveals)
      .where(eq(apiKeyReveals.tokenHash, hashToken(token)))
      .for('update');
    if (!reveal) throw notFound(M.badLink);
    if (reveal.usedAt) throw new AppError(ErrorCode.API_KEY_REVEAL_USED);
    if (reveal.expiresAt <= now) throw new AppError(ErrorCode.API_KEY_REVEAL_EXPIRED);
    await tx.update(apiKeyReveals).set({ usedAt: now }).where(eq(apiKeyReveals.id, reveal.id));
    const owner = await merchantOwner(tx, reveal.merchantId);
    const replacedEnd = new Date(now.getTime() + REPLACED_KEY_GRACE_MS);
    await tx
      .update(apiKeys)
      .set({ expiresAt: replacedEnd })
      .where(and(eq(apiKeys.merchantId, reveal.merchantId), isNull(apiKeys.expiresAt)));
    const keys: RevealedApiKeys['keys'] = [];
    for (const mode of API_KEY_MODES) {
      const [previous] = await tx
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.merchantId, reveal.merchantId), eq(apiKeys.mode, mode)))
        .orderBy(desc(apiKeys.createdAt))
        .limit(1);
      const pair = newKeyPair(mode);
      await tx.insert(apiKeys).values({
        merchantId: reveal.merchantId,
        mode,
        publicKey: pair.publicKey,
        secretHash: pair.secretHash,
        secretLast4: pair.secretLast4,
        createdBy: owner.id,
        createdAt: now,
        rolledFrom: previous?.id ?? null,
      });
      keys.push({ mode, publicKey: pair.publicKey, secretKey: pair.secretKey });
    }
    const actor = { userId: owner.id, merchantId: reveal.merchantId, ip: ctx.actor.ip };
    await audit(tx, { deps, actor }, { action: 'api-keys.issued', target: reveal.merchantId });
    return { keys, owner, replacedEnd };
  });
  await mailQuietly(
    deps,
    keyChangeMail(
      result.owner,
      'New Payrail API keys were issued',
      `New API keys were issued just now, from the link we emailed you. Secret keys they replace keep working until ${showInstant(result.replacedEnd)} unless you rolled them sooner.`,
    ),
  );
  return { keys: result.keys };
}

/** A notice after the change is written: a failure is logged, the change stands. */
export async function mailQuietly(deps: Deps, mail: Parameters<Deps['mailer']['send']>[0]): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err }, 'API key notice not sent');
  }
}
