import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '#components/coming-soon.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/others/sub-accounts')({
  beforeLoad: guard('/others/sub-accounts'),
  component: () => (
    <ComingSoon area="Sub-accounts" description="Branches and partners that share your merchant account." />
  ),
});
