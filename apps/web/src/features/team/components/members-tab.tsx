import * as team from '@payrail/contract/routes/team';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useMembers } from '../api/get-members';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable } from './members-table';

/** The members tab: who is on the team, their roles, status and sub-accounts, and 'Invite member'. */
export function MembersTab() {
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Members</h2>
        <PermissionButton endpoint={team.registerMember} onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite member
        </PermissionButton>
      </div>
      <ListStatus
        status={members.status}
        error={members.error}
        onRetry={() => void members.refetch()}
        isEmpty={(members.data ?? []).length === 0}
        empty="No one is on the team yet. Invite a teammate to get started."
        loadingLabel="Loading members"
      >
        <MembersTable members={members.data ?? []} />
      </ListStatus>
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
