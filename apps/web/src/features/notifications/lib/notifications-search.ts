/**
 * Search params of /notifications: the page (from 1). Anything else falls back to page 1.
 * zod/mini: route search schemas load with the first page.
 */
import * as z from 'zod/mini';

export const NotificationsSearch = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
});
export type NotificationsSearch = z.infer<typeof NotificationsSearch>;
