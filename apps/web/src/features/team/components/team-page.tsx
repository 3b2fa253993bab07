import { getRouteApi } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuditTab } from './audit-tab';
import { MembersTab } from './members-tab';
import { RolesTab } from './roles-tab';
import { TEAM_PANEL_ID, TeamTabs, teamTabId } from './team-tabs';

const route = getRouteApi('/_dashboard/others/team-management');

/** /others/team-management: members, roles and the audit log, one tab each (`?tab=`). */
export function TeamPage() {
  useDocumentTitle('Team');
  const { tab = 'members', page = 1 } = route.useSearch();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Team</h1>
      <p className="mt-1 text-sm text-slate-600">
        Invite teammates, choose what each role may do, and see who changed what.
      </p>
      <TeamTabs current={tab} />
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
