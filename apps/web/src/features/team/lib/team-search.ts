/**
 * Search params of /others/team-management: the tab (members, roles, audit; members by default)
 * and the audit log's page (from 1). Anything else falls back to the default. zod/mini: route
 * search schemas load with the first page.
 */
import * as z from 'zod/mini';

export const TEAM_TABS = ['members', 'roles', 'audit'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export const TeamSearch = z.object({
  tab: z.catch(z.optional(z.enum(TEAM_TABS)), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
});
export type TeamSearch = z.infer<typeof TeamSearch>;
