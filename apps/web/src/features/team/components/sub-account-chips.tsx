import { type Member, removeSubAccount } from '@payrail/contract/routes/team';
import { X } from 'lucide-react';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { missingReason } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useRemoveSubAccount } from '../api/remove-sub-account';

/**
 * The sub-accounts a member is limited to, each with a button to lift that limit (GET
 * remove-sub-account). No chips: the member is not limited and sees every sub-account.
 */
export function SubAccountChips({ member, self }: { member: Member; self: boolean }) {
  const { meets } = usePermissions();
  const remove = useRemoveSubAccount();
  if (member.subAccounts.length === 0) return <span className="text-slate-500">All</span>;
  const reason = !meets(removeSubAccount.access)
    ? missingReason(removeSubAccount.access)
    : self
      ? 'You cannot change your own access.'
      : undefined;
  return (
    <ul className="flex flex-wrap gap-1">
      {member.subAccounts.map((s) => {
        const busy = remove.isPending && remove.variables?.subAccountId === s.uuid;
        return (
          <li key={s.uuid}>
            <Badge className="pr-0.5">
              {s.name}
              <Button
                variant="ghost"
                size="sm"
                className="h-5! w-5 rounded-full px-0!"
                loading={busy}
                disabledReason={reason}
                aria-label={`Unassign ${s.name} from ${member.firstName} ${member.lastName}`}
                onClick={() => remove.mutate({ userId: member.userId, subAccountId: s.uuid })}
              >
                {busy ? null : <X aria-hidden="true" className="size-3" />}
              </Button>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
