import type { Member } from '@payrail/contract/team';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useRemoveMember } from '../api/remove-member';

/** Confirms DELETE remove-member: the member loses access and is signed out at once. */
export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      title={`Remove ${member.firstName} ${member.lastName}?`}
      description={`${member.email} loses access to this business at once and is signed out everywhere.`}
      confirmLabel="Remove member"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(member.userId, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
