import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/payments/payout')({
  beforeLoad: guard('/payments/payout'),
  component: () => (
    <ComingSoon area="Payouts" description="Money sent from your balance to your bank account." />
  ),
});
