/**
 * Settings → APIs → Replay webhooks: the button that opens the replay dialog (for members who may
 * resend webhooks), and the recent replays with their progress (loading, error, empty states).
 */
import * as replay from '@payrail/contract/routes/webhook-replay';
import { REPLAYABLE_EVENTS } from '@payrail/contract/webhook-events';
import type { WebhookReplay } from '@payrail/contract/webhook-replay';
import { useState } from 'react';
import { Can } from '#components/can.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { useWebhookReplays } from '../api/list-webhook-replays';
import { formatLagos } from '../lib/lagos-time';
import { WebhookReplayDialog } from './webhook-replay-dialog';

const n = (v: number) => v.toLocaleString('en-NG');

function progress(r: WebhookReplay): string {
  if (r.status === 'queuing') return `Queuing: ${n(r.queued)} of ${n(r.total)}`;
  const parts = [`${n(r.delivered)} delivered`];
  if (r.pending) parts.push(`${n(r.pending)} waiting`);
  if (r.failed) parts.push(`${n(r.failed)} failed`);
  return parts.join(', ');
}

function RecentReplays() {
  const list = useWebhookReplays();
  const items = list.data?.items ?? [];
  return (
    <ListStatus
      status={list.status}
      error={list.error}
      onRetry={() => void list.refetch()}
      isEmpty={items.length === 0}
      empty={<p className="text-sm text-slate-600">No replays yet.</p>}
      loadingLabel="Loading replays"
    >
      <Table label="Recent replays">
        <thead>
          <tr>
            <Th>Asked</Th>
            <Th>Window (Lagos time)</Th>
            <Th>Events</Th>
            <Th>Progress</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <Td>
                <div>{formatLagos(r.createdAt)}</div>
                <div className="text-xs text-slate-500">{r.requestedBy}</div>
              </Td>
              <Td>
                {formatLagos(r.from)} – {formatLagos(r.to)}
              </Td>
              <Td>
                {r.events.length === REPLAYABLE_EVENTS.length ? 'All events' : r.events.join(', ')}
                {r.onlyFailed ? <div className="text-xs text-slate-500">Only failed</div> : null}
              </Td>
              <Td>
                <div>{progress(r)}</div>
                <div className="text-xs text-slate-500">{`${n(r.total)} to ${r.url}`}</div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListStatus>
  );
}

export function WebhookReplays() {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <PermissionButton variant="secondary" endpoint={replay.replayWebhooks} onClick={() => setOpen(true)}>
        Replay webhooks
      </PermissionButton>
      <Can endpoint={replay.listWebhookReplays}>
        <RecentReplays />
      </Can>
      {open ? <WebhookReplayDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
