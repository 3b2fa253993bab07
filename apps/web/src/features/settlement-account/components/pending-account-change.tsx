import * as approval from '@payrail/contract/routes/settlement-account-approval';
import type { SettlementAccountChange } from '@payrail/contract/settlement-account';
import { ApprovalControls } from '#components/approval-controls.tsx';
import { useDecideSettlementChange } from '../api/decide-settlement-change';

/**
 * A settlement-account change two-person approval holds: another member approves it (the account
 * becomes the default; payouts to it start 24 hours later) or rejects it; its requester may only
 * withdraw it. Each with the decider's own PIN.
 */
export function PendingAccountChange({ change: c }: { change: SettlementAccountChange }) {
  const decide = useDecideSettlementChange();
  const account = `${c.accountName}, ${c.bankName} · ${c.accountNumber}`;
  return (
    <ApprovalControls
      label="Settlement account change waiting for approval"
      title="Settlement account change waiting for approval"
      summary={
        c.requestedByYou ? (
          <p>
            You asked to send payouts to <strong>{account}</strong>. Another team member must approve it;
            until then payouts go to the current account.
          </p>
        ) : (
          <p>
            {c.requestedBy} asked to send payouts to <strong>{account}</strong>. Nothing changes until it is
            approved.
          </p>
        )
      }
      requestedByYou={c.requestedByYou}
      approve={{
        endpoint: approval.approveSettlementAccountChange,
        title: 'Approve this account change',
        description: 'The account becomes your settlement account; payouts to it start 24 hours from now.',
      }}
      reject={{
        endpoint: approval.rejectSettlementAccountChange,
        title: c.requestedByYou ? 'Withdraw this account change' : 'Reject this account change',
        description: 'The settlement account stays as it is.',
      }}
      decide={(d) => decide.mutateAsync({ uuid: c.id, ...d })}
      pending={decide.isPending}
    />
  );
}
