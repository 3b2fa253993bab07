import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_dashboard/others/team-management')({
  component: () => <ComingSoon area="Team" description="Invite teammates and choose what each one may do." />,
});
