import { Badge } from '#components/ui/badge.tsx';
import { STATUS } from '../lib/labels';

export function TicketStatus({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
