import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/account/support')({
  beforeLoad: guard('/account/support'),
  component: () => <ComingSoon area="Support" description="Get help from the Payrail team." />,
});
