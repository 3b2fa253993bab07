import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_dashboard/notifications')({
  component: () => (
    <ComingSoon area="Notifications" description="Updates about your account and your money." />
  ),
});
