import { getRouteApi } from '@tanstack/react-router';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { TEAM_TABS, type TeamTab } from '../lib/team-search';
import { AuditTab } from './audit-tab';
import { MembersTab } from './members-tab';
import { RolesTab } from './roles-tab';
import { TEAM_PANEL_ID, TeamTabs, teamTabId } from './team-tabs';

const route = getRouteApi('/_dashboard/others/team-management');

/** /others/team-management: members, roles and the audit log, one tab each (`?tab=`). */
export function TeamPage() {
  useDocumentTitle('Team');
  const search = route.useSearch();
  const { access } = usePermissions();
  // The audit log is the owner's alone (the API answers 403 to anyone else).
  const tabs: readonly TeamTab[] = access?.isOwner ? TEAM_TABS : TEAM_TABS.filter((t) => t !== 'audit');
  const tab = tabs.includes(search.tab ?? 'members') ? (search.tab ?? 'members') : 'members';
  const page = search.page ?? 1;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Team</h1>
      <p className="mt-1 text-sm text-slate-600">
        Invite teammates, choose what each role may do, and see who changed what.
      </p>
      <TeamTabs current={tab} tabs={tabs} />
      <section
        id={TEAM_PANEL_ID}
        role="tabpanel"
        aria-labelledby={teamTabId(tab)}
        tabIndex={-1}
        className="mt-6 outline-none"
      >
        {tab === 'members' ? <MembersTab /> : null}
        {tab === 'roles' ? <RolesTab /> : null}
        {tab === 'audit' ? <AuditTab page={page} /> : null}
      </section>
    </div>
  );
}
