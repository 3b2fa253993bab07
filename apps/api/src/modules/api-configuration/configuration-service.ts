/**
 * The merchant's API configuration: the webhook and callback addresses and the webhook signing
 * secret (contract api-configuration.ts). The secret is made when a webhook address is first set,
 * kept sealed (lib/secret-box.ts), answered in the clear to members who may read the settings, and
 * replaced on request (`rollWebhookSecret`). A webhook address is checked where it resolves: a
 * private, loopback or link-local address is refused (unless WEBHOOKS_ALLOW_PRIVATE_TARGETS).
 * The answer also carries the API keys, masked (secret-keys.ts), and the secret keys' IP allow-list,
 * which PATCH replaces (audited, and the owner is emailed).
 */
import {
  type ApiConfiguration,
  API_CONFIGURATION_MESSAGES as M,
  type UpdateApiConfigurationRequest,
} from '@payrail/contract/api-configuration';
import { eq } from 'drizzle-orm';
import { apiConfigurations, apiKeyAllowLists } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import { seal, unseal } from '#lib/secret-box.ts';
import { checkTarget, newWebhookSecret, PrivateTargetError } from '#modules/webhooks/index.ts';
import { keyChangeMail, merchantOwner } from './keys-mail.ts';
import { mailQuietly } from './keys-service.ts';
import { workingKeys } from './secret-keys.ts';

type ConfigCtx = Pick<Ctx, 'deps' | 'actor'>;
type Row = typeof apiConfigurations.$inferSelect;

async function toAnswer(ctx: ConfigCtx, row: Row | undefined): Promise<ApiConfiguration> {
  const { db, clock } = ctx.deps;
  const [allow] = await db
    .select({ entries: apiKeyAllowLists.entries })
    .from(apiKeyAllowLists)
    .where(eq(apiKeyAllowLists.merchantId, ctx.actor.merchantId));
  return {
    webhookUrl: row?.webhookUrl ?? null,
    callbackUrl: row?.callbackUrl ?? null,
    webhookSecret: row?.webhookSecret ? unseal(ctx.deps.config.secretsKey, row.webhookSecret) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    keys: await workingKeys(db, ctx.actor.merchantId, clock.now()),
    ipAllowList: allow?.entries ?? [],
  };
}

async function read(ctx: ConfigCtx): Promise<Row | undefined> {
  const [row] = await ctx.deps.db
    .select()
    .from(apiConfigurations)
    .where(eq(apiConfigurations.merchantId, ctx.actor.merchantId));
  return row;
}

export async function getApiConfiguration(ctx: ConfigCtx): Promise<ApiConfiguration> {
  return toAnswer(ctx, await read(ctx));
}

/** Why a webhook address cannot be used, in the merchant's words; undefined when it can. */
async function webhookUrlProblem(ctx: ConfigCtx, url: string): Promise<string | undefined> {
  const { config } = ctx.deps;
  if (config.mode === 'live' && new URL(url).protocol !== 'https:') return M.httpsOnly;
  try {
    await checkTarget(url, config.webhooksAllowPrivateTargets === true);
    return undefined;
  } catch (err) {
    return err instanceof PrivateTargetError ? M.privateTarget : M.unresolved;
  }
}

export async function updateApiConfiguration(
  ctx: ConfigCtx,
  input: UpdateApiConfigurationRequest,
): Promise<ApiConfiguration> {
  const { deps, actor } = ctx;
  if (input.webhookUrl) {
    const problem = await webhookUrlProblem(ctx, input.webhookUrl);
    if (problem) throw validation({ webhookUrl: [problem] }, problem);
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(apiConfigurations)
      .where(eq(apiConfigurations.merchantId, actor.merchantId))
      .for('update');
    const webhookUrl = input.webhookUrl === undefined ? (current?.webhookUrl ?? null) : input.webhookUrl;
    const callbackUrl = input.callbackUrl === undefined ? (current?.callbackUrl ?? null) : input.callbackUrl;
    const roll = input.rollWebhookSecret === true || (!current?.webhookSecret && !!webhookUrl);
    const webhookSecret = roll
      ? seal(deps.config.secretsKey, newWebhookSecret())
      : (current?.webhookSecret ?? null);
    const values = { webhookUrl, callbackUrl, webhookSecret, updatedAt: now };
    const [saved] = await tx
      .insert(apiConfigurations)
      .values({ merchantId: actor.merchantId, ...values })
      .onConflictDoUpdate({ target: apiConfigurations.merchantId, set: values })
      .returning();
    const changed = (['webhookUrl', 'callbackUrl'] as const).filter((k) => input[k] !== undefined);
    await audit(tx, ctx, {
      action: 'api-configuration.updated',
      target: actor.merchantId,
      details: { changed, webhookUrl, callbackUrl, secretRolled: roll },
    });
    if (input.ipAllowList !== undefined) {
      const entries = input.ipAllowList;
      await tx
        .insert(apiKeyAllowLists)
        .values({ merchantId: actor.merchantId, entries, updatedAt: now })
        .onConflictDoUpdate({ target: apiKeyAllowLists.merchantId, set: { entries, updatedAt: now } });
      await audit(tx, ctx, {
        action: 'api-keys.allow-list-updated',
        target: actor.merchantId,
        details: { entries },
      });
    }
    return saved!;
  });
  if (input.ipAllowList !== undefined) {
    const list = input.ipAllowList.length ? input.ipAllowList.join(', ') : 'any address';
    await mailQuietly(
      deps,
      keyChangeMail(
        await merchantOwner(deps.db, actor.merchantId),
        'Your Payrail API allow-list changed',
        `The addresses your secret API keys may be used from are now: ${list}.`,
      ),
    );
  }
  return toAnswer(ctx, row);
}
