/**
 * Slugs are unique across the platform (the public `/link/{slug}` page). A custom one that is taken
 * is refused with 'This link address is taken'; a generated one is the name's words plus six random
 * characters, retried on the rare collision.
 */

import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import { SLUG_PATTERN } from '@payrail/contract/payment-links';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { paymentLinks } from '#db/schema/index.ts';
import { conflict } from '#lib/errors.ts';

export const slugTaken = () => conflict('This link address is taken', ErrorCode.SLUG_TAKEN);

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
function suffix(): string {
  let out = '';
  for (const b of randomBytes(6)) out += alphabet[b % alphabet.length];
  return out;
}

/** `Amaka's Hampers (Xmas)` → `amakas-hampers-xmas-k3m9q2`. */
export function generatedSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-+$/, '');
  const slug = words ? `${words}-${suffix()}` : `link-${suffix()}`;
  return SLUG_PATTERN.test(slug) ? slug : `link-${suffix()}`;
}

export async function slugInUse(db: Db | Tx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** The custom slug if it is free (409 otherwise), or a fresh generated one. */
export async function chooseSlug(db: Db | Tx, name: string, custom: string | undefined): Promise<string> {
  if (custom) {
    if (await slugInUse(db, custom)) throw slugTaken();
    return custom;
  }
  for (let i = 0; i < 5; i++) {
    const slug = generatedSlug(name);
    if (!(await slugInUse(db, slug))) return slug;
  }
  throw new Error('could not generate a free slug');
}

/** PostgreSQL's unique_violation on the slug index: a concurrent create took the same slug. */
export function isSlugConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && constraint === 'payment_links_slug_key';
}
