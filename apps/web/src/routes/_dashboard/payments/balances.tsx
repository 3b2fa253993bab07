import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/coming-soon';
import { guard } from '../../../lib/route-guard';

export const Route = createFileRoute('/_dashboard/payments/balances')({
  beforeLoad: guard('/payments/balances'),
  component: () => (
    <ComingSoon area="Balances" description="What you hold in each currency, and conversions between them." />
  ),
});
