/**
 * Search params of the sub-account screens (spec 001 §2, §5). Anything invalid falls back to its
 * default: no search and page 1; a stats currency other than NGN or USD is NGN. zod/mini: route
 * search schemas load with the first page.
 */
import * as z from 'zod/mini';

const page = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  undefined,
);

/** /others/sub-accounts: the search over name and slug, and the page. */
export const SubAccountListSearch = z.object({
  search: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  page,
});
export type SubAccountListSearch = z.infer<typeof SubAccountListSearch>;

/** /others/sub-accounts/{slug}: statsCurrency NGN or USD (default NGN), and the pages of its lists. */
export const SubAccountPageSearch = z.object({
  statsCurrency: z.catch(z.optional(z.enum(['NGN', 'USD'])), undefined),
  linksPage: page,
  page,
});
export type SubAccountPageSearch = z.infer<typeof SubAccountPageSearch>;

/** /others/sub-accounts/payment-link-transactions: the link's reference, and the page. */
export const LinkTransactionsSearch = z.object({
  reference: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  slug: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  page,
});
export type LinkTransactionsSearch = z.infer<typeof LinkTransactionsSearch>;
