import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#app/home/home-page.tsx';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/home')({
  beforeLoad: guard('/home'),
  component: HomePage,
});
