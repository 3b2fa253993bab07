import * as approval from '@payrail/contract/routes/payout-approval';
import { ApprovalControls } from '#components/approval-controls.tsx';
import { useDecidePayoutApproval } from '../api/decide-payout-approval';

/**
 * A payout above the approval limit: another member approves it (sent) or rejects it (its money
 * returns), each with their own PIN. The requester sees no Approve (the API refuses it too) but
 * may withdraw it.
 */
export function PayoutApprovalControls({ uuid, requestedByYou }: { uuid: string; requestedByYou: boolean }) {
  const decide = useDecidePayoutApproval();
  return (
    <ApprovalControls
      title="Waiting for approval"
      summary={
        requestedByYou
          ? 'This payout is above your approval limit: another team member must approve it.'
          : 'This payout is above your approval limit. Its money is held until it is approved or rejected.'
      }
      requestedByYou={requestedByYou}
      approve={{
        endpoint: approval.approvePayout,
        title: 'Approve this payout',
        description: 'It is sent to the bank at once.',
      }}
      reject={{
        endpoint: approval.rejectPayout,
        title: requestedByYou ? 'Withdraw this payout' : 'Reject this payout',
        description: 'It is not sent; the amount and its fee return to your available balance.',
      }}
      decide={(d) => decide.mutateAsync({ uuid, ...d })}
      pending={decide.isPending}
    />
  );
}
