import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/payments/transactions')({
  beforeLoad: guard('/payments/transactions'),
  component: () => (
    <ComingSoon
      area="Transactions"
      description="Every payment your customers made, with filters and exports."
    />
  ),
});
