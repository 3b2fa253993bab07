import { Link } from '@tanstack/react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditEvent } from '../api/types';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'member.role_assigned' → 'Member role assigned'. */
export const actionLabel = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The details worth reading: 'role: Viewer · added: payout:read'. Empty values are left out. */
export function detailsText(details: AuditEvent['details']): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join(' · ');
}

/** The audit log (GET audit-log?page=), newest first; the page lives in the URL. */
export function AuditTab({ page }: { page: number }) {
  const log = useAuditLog(page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.perPage)) : 1;
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
        empty={page > 1 ? <PageLink page={1} label="Back to the first page" /> : 'No team changes yet.'}
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
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-3 text-sm">
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          <span className="flex gap-2">
            <PageLink page={page - 1} label="Previous" disabled={page <= 1} />
            <PageLink page={page + 1} label="Next" disabled={page >= pages} />
          </span>
        </nav>
      </ListStatus>
    </div>
  );
}

function PageLink({ page, label, disabled = false }: { page: number; label: string; disabled?: boolean }) {
  const classes = 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium shadow-sm';
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(classes, 'text-slate-400')}>
        {label}
      </span>
    );
  }
  return (
    <Link
      to="/others/team-management"
      search={{ tab: 'audit', page }}
      className={cn(classes, 'text-slate-900 hover:bg-slate-50')}
    >
      {label}
    </Link>
  );
}
