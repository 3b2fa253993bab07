/**
 * A payment link's image: uploaded by the merchant (checked by lib/image-upload.ts: PNG, JPEG or
 * WebP read from the bytes, SVG and anything else refused, 1 MB and 2048×2048 px at most), removed,
 * and served publicly by its content hash (the URL changes with the image, so it is cached for
 * ever; an old hash is a 404).
 */
import { createHash } from 'node:crypto';
import {
  LINK_IMAGE_MAX_BYTES,
  LINK_IMAGE_MAX_PIXELS,
  LINK_IMAGE_TYPES,
  PAYMENT_LINK_REF_PATTERN,
  type PaymentLink,
} from '@payrail/contract/payment-links';
import { and, eq } from 'drizzle-orm';
import { paymentLinkImages, paymentLinks } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { PublicCtx } from '#lib/context.ts';
import { notFound, validation } from '#lib/errors.ts';
import { checkImage, type ImageLimits, tooLarge } from '#lib/image-upload.ts';
import { findOwnLink, type LinkCtx, toPaymentLink } from './link-model.ts';

export const LINK_IMAGE_LIMITS: ImageLimits = {
  maxBytes: LINK_IMAGE_MAX_BYTES,
  maxWidth: LINK_IMAGE_MAX_PIXELS,
  maxHeight: LINK_IMAGE_MAX_PIXELS,
  types: LINK_IMAGE_TYPES,
};

export async function saveLinkImage(
  ctx: LinkCtx,
  { ref, file }: { ref: string; file: unknown },
): Promise<PaymentLink> {
  const { deps, actor } = ctx;
  const { link, facts } = await findOwnLink(ctx, ref);
  if (!(file instanceof File)) throw validation({ file: ['Choose an image to upload.'] });
  if (file.size > LINK_IMAGE_LIMITS.maxBytes) throw tooLarge(LINK_IMAGE_LIMITS.maxBytes);
  const image = await checkImage(new Uint8Array(await file.arrayBuffer()), LINK_IMAGE_LIMITS);
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    await tx
      .insert(paymentLinkImages)
      .values({ linkId: link.id, bytes: image.bytes, updatedAt: now })
      .onConflictDoUpdate({ target: paymentLinkImages.linkId, set: { bytes: image.bytes, updatedAt: now } });
    const [row] = await tx
      .update(paymentLinks)
      .set({
        imageHash: hash,
        imageType: image.contentType,
        imageWidth: image.width,
        imageHeight: image.height,
        updatedAt: now,
      })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    await audit(
      tx,
      { deps, actor },
      {
        action: 'payment_link.image_changed',
        target: link.ref,
        details: {
          type: image.contentType,
          bytes: image.bytes.length,
        },
      },
    );
    return row!;
  });
  return toPaymentLink(updated, facts);
}

export async function removeLinkImage(ctx: LinkCtx, { ref }: { ref: string }): Promise<PaymentLink> {
  const { deps, actor } = ctx;
  const { link, facts } = await findOwnLink(ctx, ref);
  const updated = await deps.db.transaction(async (tx) => {
    await tx.delete(paymentLinkImages).where(eq(paymentLinkImages.linkId, link.id));
    const [row] = await tx
      .update(paymentLinks)
      .set({
        imageHash: null,
        imageType: null,
        imageWidth: null,
        imageHeight: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    if (link.imageHash)
      await audit(tx, { deps, actor }, { action: 'payment_link.image_removed', target: link.ref });
    return row!;
  });
  return toPaymentLink(updated, facts);
}

/** The public bytes of a link's current image; 404 for an unknown link, no image or an old hash. */
export async function publicLinkImage(
  { deps }: Pick<PublicCtx, 'deps'>,
  { ref, hash }: { ref: string; hash: string },
) {
  const missing = () => notFound('Image not found');
  if (!PAYMENT_LINK_REF_PATTERN.test(ref) || !/^[0-9a-f]{32}$/.test(hash)) throw missing();
  const [row] = await deps.db
    .select({ bytes: paymentLinkImages.bytes, type: paymentLinks.imageType })
    .from(paymentLinks)
    .innerJoin(paymentLinkImages, eq(paymentLinkImages.linkId, paymentLinks.id))
    .where(and(eq(paymentLinks.ref, ref), eq(paymentLinks.imageHash, hash)))
    .limit(1);
  if (!row?.type) throw missing();
  return new Response(row.bytes, {
    status: 200,
    headers: {
      'Content-Type': row.type,
      'Content-Length': String(row.bytes.length),
      'X-Content-Type-Options': 'nosniff',
      // The URL carries the content hash: a new image gets a new URL, so this one never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    },
  });
}
