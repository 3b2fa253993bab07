import type { PaymentLinkStatus } from '@payrail/contract/payment-links';
import { Badge } from '#components/ui/badge.tsx';

export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  return status === 'active' ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>;
}
