/**
 * The merchant's white-labelling (contract white-labelling.ts): read, set, reset, and the public
 * logo. Every query is scoped to the caller's merchant; the logo URL carries a hash of the
 * merchant and the bytes, so it may be cached for ever and an old URL is a 404.
 */
import type { WhiteLabel, WhiteLabelForm } from '@payrail/contract/white-labelling';
import { eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#db/client.ts';
import { merchantBranding, merchants } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx, PublicCtx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { type BrandingFacts, toWhiteLabel } from './branding-model.ts';
import { storedLogo } from './logo.ts';

type BrandingCtx = Pick<Ctx, 'deps' | 'actor'>;
type Form = z.output<typeof WhiteLabelForm>;

const {
  logoBytes: _bytes,
  merchantId: _m,
  updatedBy: _u,
  ...factColumns
} = getTableColumns(merchantBranding);

/** The branding's columns but the logo's bytes, or null for Payrail's defaults. */
export async function brandingFacts(db: Db, merchantId: string): Promise<BrandingFacts | null> {
  const [row] = await db
    .select(factColumns)
    .from(merchantBranding)
    .where(eq(merchantBranding.merchantId, merchantId))
    .limit(1);
  return row ?? null;
}

export async function businessNameOf(db: Db, merchantId: string): Promise<string> {
  const [m] = await db
    .select({ name: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return m?.name ?? '';
}

export async function getWhiteLabel({ deps, actor }: BrandingCtx): Promise<WhiteLabel> {
  const [facts, name] = await Promise.all([
    brandingFacts(deps.db, actor.merchantId),
    businessNameOf(deps.db, actor.merchantId),
  ]);
  return toWhiteLabel(facts, name);
}

/** Sets the whole branding: a text field not sent goes back to its default; the logo stays unless replaced or removed. */
export async function saveWhiteLabel(ctx: BrandingCtx, form: Form): Promise<WhiteLabel> {
  const { deps, actor } = ctx;
  // The logo is checked and resized before anything is written: a refused file changes nothing.
  const logo = form.logo !== undefined ? await storedLogo(form.logo, actor.merchantId) : null;
  const text = {
    displayName: form.display_name ?? null,
    brandColor: form.brand_color ?? null,
    supportEmail: form.support_email ?? null,
    supportPhone: form.support_phone ?? null,
  };
  const logoColumns = logo
    ? { logoBytes: logo.bytes, logoHash: logo.hash, logoWidth: logo.width, logoHeight: logo.height }
    : form.remove_logo === 'true'
      ? { logoBytes: null, logoHash: null, logoWidth: null, logoHeight: null }
      : {};
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const set = { ...text, ...logoColumns, updatedBy: actor.userId, updatedAt: now };
    await tx
      .insert(merchantBranding)
      .values({ merchantId: actor.merchantId, ...set })
      .onConflictDoUpdate({ target: merchantBranding.merchantId, set });
    await audit(
      tx,
      { deps, actor },
      {
        action: 'white_label.updated',
        target: actor.merchantId,
        details: {
          ...text,
          logo: logo
            ? { width: logo.width, height: logo.height, bytes: logo.bytes.length }
            : form.remove_logo === 'true'
              ? 'removed'
              : 'kept',
        },
      },
    );
  });
  return getWhiteLabel(ctx);
}

/** Back to Payrail's defaults: the row (and the logo) deleted, the reset audited. */
export async function resetWhiteLabel(ctx: BrandingCtx): Promise<WhiteLabel> {
  const { deps, actor } = ctx;
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(merchantBranding)
      .where(eq(merchantBranding.merchantId, actor.merchantId))
      .returning({ merchantId: merchantBranding.merchantId });
    await audit(
      tx,
      { deps, actor },
      { action: 'white_label.reset', target: actor.merchantId, details: { hadBranding: gone.length > 0 } },
    );
  });
  return getWhiteLabel(ctx);
}

/** The logo's bytes; any hash that is not a current logo's is a 404. */
export async function logoBytes({ deps }: Pick<PublicCtx, 'deps'>, hash: string): Promise<Uint8Array> {
  if (!/^[0-9a-f]{32}$/.test(hash)) throw notFound('Logo not found');
  const [row] = await deps.db
    .select({ bytes: merchantBranding.logoBytes })
    .from(merchantBranding)
    .where(eq(merchantBranding.logoHash, hash))
    .limit(1);
  if (!row?.bytes) throw notFound('Logo not found');
  return row.bytes;
}
