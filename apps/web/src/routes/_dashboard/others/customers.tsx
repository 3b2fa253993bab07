import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/others/customers')({
  beforeLoad: guard('/others/customers'),
  component: () => <ComingSoon area="Customers" description="The people and businesses who pay you." />,
});
