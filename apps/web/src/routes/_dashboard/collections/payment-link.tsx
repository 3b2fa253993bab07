import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/coming-soon';
import { guard } from '../../../lib/route-guard';

export const Route = createFileRoute('/_dashboard/collections/payment-link')({
  beforeLoad: guard('/collections/payment-link'),
  component: () => (
    <ComingSoon area="Payment links" description="Shareable links your customers pay through." />
  ),
});
