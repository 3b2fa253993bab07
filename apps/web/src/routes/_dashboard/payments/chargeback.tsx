import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';

export const Route = createFileRoute('/_dashboard/payments/chargeback')({
  component: () => <ComingSoon area="Chargebacks" description="Disputed payments to accept or decline." />,
});
