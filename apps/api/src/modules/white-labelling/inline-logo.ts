/**
 * A small logo drawn inline on the pay page (issue 16: "the pay page stays within its budgets with
 * a logo"): a `data:` URL in the page's HTML instead of a request of its own, which on a slow
 * mobile network costs a round trip and, in Lighthouse's model, counts against the first paint.
 * Only logos of at most INLINE_LOGO_MAX_BYTES (a flat logo within 256 px usually is; a photograph
 * is not) are inlined; a larger one keeps its address (cached for a year, loaded lazily).
 *
 * A logo's hash covers its bytes (logo.ts), so a hash's answer never changes: it is kept in memory
 * per database, at most INLINE_CACHE entries, the oldest dropped first.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { merchantBranding } from '#db/schema/index.ts';

export const INLINE_LOGO_MAX_BYTES = 4 * 1024;
const INLINE_CACHE = 500;

const caches = new WeakMap<Db, Map<string, string | null>>();

/** The logo of `hash` as a `data:image/png;base64,…` URL, or null (too large, or no such logo). */
export async function inlineLogo(db: Db, hash: string): Promise<string | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const known = cache.get(hash);
  if (known !== undefined) return known;
  const [row] = await db
    .select({ bytes: merchantBranding.logoBytes })
    .from(merchantBranding)
    .where(eq(merchantBranding.logoHash, hash))
    .limit(1);
  // A logo that is gone is not remembered: its hash may not be asked again, but never answer it.
  if (!row?.bytes) return null;
  const url =
    row.bytes.byteLength <= INLINE_LOGO_MAX_BYTES
      ? `data:image/png;base64,${Buffer.from(row.bytes).toString('base64')}`
      : null;
  if (cache.size >= INLINE_CACHE) cache.delete(cache.keys().next().value!);
  cache.set(hash, url);
  return url;
}
