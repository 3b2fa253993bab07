import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/components/home-page';
import { guard } from '../../lib/route-guard';

export const Route = createFileRoute('/_dashboard/home')({
  beforeLoad: guard('/home'),
  component: HomePage,
});
