import { createFileRoute } from '@tanstack/react-router';
import { auditLogQueryOptions } from '#features/team/api/get-audit-log.ts';
import { membersQueryOptions } from '#features/team/api/get-members.ts';
import { rolesQueryOptions } from '#features/team/api/get-roles.ts';
import { TeamPage } from '#features/team/components/team-page.tsx';
import { TeamSearch } from '#features/team/lib/team-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Members, roles and the audit log (spec 000 §7, spec 001 §7). The lists show their own loading states. */
export const Route = createFileRoute('/_dashboard/others/team-management')({
  validateSearch: TeamSearch,
  beforeLoad: guard('/others/team-management'),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'members', page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.tab === 'members') void queryClient.prefetchQuery(membersQueryOptions());
    if (deps.tab !== 'audit') void queryClient.prefetchQuery(rolesQueryOptions());
    if (deps.tab === 'audit') void queryClient.prefetchQuery(auditLogQueryOptions(deps.page));
  },
  component: TeamPage,
});
