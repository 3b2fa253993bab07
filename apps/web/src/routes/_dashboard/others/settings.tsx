import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_dashboard/others/settings')({
  component: () => (
    <ComingSoon area="Settings" description="API keys, webhooks, charges, checkout channels and branding." />
  ),
});
