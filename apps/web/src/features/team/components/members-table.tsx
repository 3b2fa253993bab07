import type { Member } from '@payrail/contract/team';
import { useState } from 'react';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { useSessionStore } from '#stores/session-store.ts';
import { ChangeRoleDialog } from './change-role-dialog';
import { MemberActions, type MemberDialog } from './member-actions';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RevokeRoleDialog } from './revoke-role-dialog';
import { SubAccountChips } from './sub-account-chips';

export const memberName = (m: Pick<Member, 'firstName' | 'lastName'>) =>
  `${m.firstName} ${m.lastName}`.trim();

/** The members table. One dialog at a time is open, for the member whose action was chosen. */
export function MembersTable({ members }: { members: Member[] }) {
  const me = useSessionStore((s) => s.user?.idNumber);
  const [dialog, setDialog] = useState<MemberDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Table label="Team members">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Roles</Th>
            <Th>Status</Th>
            <Th>Sub-accounts</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.userId}>
              <Td className="font-medium whitespace-nowrap text-slate-900">{memberName(m)}</Td>
              <Td className="text-slate-700">{m.email}</Td>
              <Td>
                <div className="flex flex-wrap gap-1">
                  {m.isOwner ? <Badge tone="brand">Owner</Badge> : null}
                  {!m.isOwner && m.roles.length === 0 ? (
                    <span className="text-slate-500">No role</span>
                  ) : null}
                  {m.isOwner ? null : m.roles.map((r) => <Badge key={r}>{r}</Badge>)}
                </div>
              </Td>
              <Td>
                {m.status === 'invited' ? (
                  <Badge tone="warning">Invited</Badge>
                ) : (
                  <Badge tone="success">Active</Badge>
                )}
              </Td>
              <Td>
                <SubAccountChips member={m} self={m.userId === me} />
              </Td>
              <Td className="text-right">
                {m.isOwner ? (
                  <span className="text-sm text-slate-500">Owner</span>
                ) : (
                  <MemberActions member={m} self={m.userId === me} onOpen={setDialog} />
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {dialog?.kind === 'change' ? <ChangeRoleDialog member={dialog.member} onClose={close} /> : null}
      {dialog?.kind === 'revoke' ? <RevokeRoleDialog member={dialog.member} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? <RemoveMemberDialog member={dialog.member} onClose={close} /> : null}
    </>
  );
}
