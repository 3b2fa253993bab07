import type { Member } from '@payrail/contract/team';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { useRemoveMember } from '../api/remove-member';

/** Confirms DELETE remove-member: the member loses access and is signed out at once. */
export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const remove = useRemoveMember();
  const who = `${member.firstName} ${member.lastName}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Remove ${who}?`}
      description={`${member.email} loses access to this business at once and is signed out everywhere.`}
    >
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.userId, { onSuccess: onClose })}
        >
          Remove member
        </Button>
      </DialogActions>
    </Dialog>
  );
}
