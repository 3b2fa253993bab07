import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/coming-soon';
import { guard } from '../../lib/route-guard';

export const Route = createFileRoute('/_dashboard/merchant-onboarding')({
  beforeLoad: guard('/merchant-onboarding'),
  component: () => <ComingSoon area="Onboarding" description="Verify your business to go live." />,
});
