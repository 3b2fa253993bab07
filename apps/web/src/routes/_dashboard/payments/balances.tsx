import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/payments/balances')({
  beforeLoad: guard('/payments/balances'),
  component: () => (
    <ComingSoon area="Balances" description="What you hold in each currency, and conversions between them." />
  ),
});
