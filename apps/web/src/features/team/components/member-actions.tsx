import * as team from '@payrail/contract/routes/team';
import { PermissionButton } from '#components/permission-button.tsx';
import { useReInviteMember } from '../api/re-invite-member';

export type MemberDialog = { kind: 'change' | 'revoke' | 'remove'; member: team.Member };

const SELF = 'You cannot change your own access.';

/** A member's row actions. Those the user may not take stay visible, disabled with the reason. */
export function MemberActions({
  member,
  self,
  onOpen,
}: {
  member: team.Member;
  self: boolean;
  onOpen: (dialog: MemberDialog) => void;
}) {
  const resend = useReInviteMember();
  const who = `${member.firstName} ${member.lastName}`;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {member.status === 'invited' ? (
        <PermissionButton
          size="sm"
          variant="secondary"
          endpoint={team.reInviteMember}
          loading={resend.isPending}
          aria-label={`Resend invitation to ${who}`}
          onClick={() => resend.mutate(member.userId)}
        >
          Resend invitation
        </PermissionButton>
      ) : null}
      <PermissionButton
        size="sm"
        variant="secondary"
        endpoint={team.assignRole}
        disabledReason={self ? SELF : undefined}
        aria-label={`Change role of ${who}`}
        onClick={() => onOpen({ kind: 'change', member })}
      >
        Change role
      </PermissionButton>
      <PermissionButton
        size="sm"
        variant="secondary"
        endpoint={team.unAssignRole}
        disabledReason={self ? SELF : member.roles.length === 0 ? 'This member holds no role.' : undefined}
        aria-label={`Revoke role of ${who}`}
        onClick={() => onOpen({ kind: 'revoke', member })}
      >
        Revoke role
      </PermissionButton>
      <PermissionButton
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        endpoint={team.removeMember}
        disabledReason={self ? 'You cannot remove yourself.' : undefined}
        aria-label={`Remove ${who}`}
        onClick={() => onOpen({ kind: 'remove', member })}
      >
        Remove
      </PermissionButton>
    </div>
  );
}
