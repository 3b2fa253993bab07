import { isPermission } from '@payrail/contract/permissions';
import type { AuditEvent } from '@payrail/contract/team-roles';
import { Link, useNavigate } from '@tanstack/react-router';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Pagination } from '#components/ui/pagination.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { permissionLabel } from '#lib/permissions.ts';
import { keyToWords } from '#lib/words.ts';
import { useAuditLog } from '../api/get-audit-log';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'member.role_assigned' → 'Member role assigned'; 'kyb.submitted' → 'Business verification submitted'. */
export const actionLabel = (action: string) => keyToWords(action);

/** A value as read: a permission in words ('payout:read' → 'View payouts'), anything else as it is. */
const valueText = (v: unknown) => (typeof v === 'string' && isPermission(v) ? permissionLabel(v) : String(v));

/** The details worth reading: 'role: Viewer · added: View payouts'. Empty values are left out. */
export function detailsText(details: AuditEvent['details']): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.map(valueText).join(', ') : valueText(v)}`)
    .join(' · ');
}

/** The audit log (GET audit-log?page=), newest first; the page lives in the URL. */
export function AuditTab({ page }: { page: number }) {
  const log = useAuditLog(page);
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Audit log</h2>
        <p className="text-sm text-slate-600">
          Who changed the team and its permissions, when and from where.
        </p>
      </div>
      <ListStatus
        status={log.status}
        error={log.error}
        onRetry={() => void log.refetch()}
        isEmpty={(log.data?.items ?? []).length === 0}
        empty={
          page > 1 ? (
            <Link
              to="/others/team-management"
              search={{ tab: 'audit', page: 1 }}
              className="font-medium text-teal-700 underline"
            >
              Back to the first page
            </Link>
          ) : (
            'No team changes yet.'
          )
        }
        loadingLabel="Loading the audit log"
      >
        <Table label="Audit log" className={cn(log.isPlaceholderData && 'opacity-60')}>
          <thead>
            <tr>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>What</Th>
              <Th>Target</Th>
              <Th>Details</Th>
              <Th>IP address</Th>
            </tr>
          </thead>
          <tbody>
            {log.data?.items.map((e) => (
              <tr key={e.id}>
                <Td className="whitespace-nowrap text-slate-700">
                  <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
                </Td>
                <Td className="text-slate-700">{e.actor}</Td>
                <Td className="font-medium whitespace-nowrap text-slate-900">{actionLabel(e.action)}</Td>
                <Td className="text-slate-700">{e.target}</Td>
                <Td className="text-slate-600">{detailsText(e.details) || '—'}</Td>
                <Td className="font-mono text-xs whitespace-nowrap text-slate-600">{e.ip ?? '—'}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {log.data ? (
          <Pagination
            label="Audit log pages"
            page={page}
            perPage={log.data.perPage}
            total={log.data.total}
            onPage={(p) =>
              void navigate({ to: '/others/team-management', search: { tab: 'audit', page: p } })
            }
          />
        ) : null}
      </ListStatus>
    </div>
  );
}
