/**
 * Search params of /account/support: the tickets' page. Anything invalid falls back to page 1.
 * zod/mini, not zod: route search schemas load with the first page (the initial JS budget).
 */
import * as z from 'zod/mini';

export const SupportSearch = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined),
});
export type SupportSearch = z.infer<typeof SupportSearch>;
