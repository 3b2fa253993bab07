import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#app/home/home-page.tsx';
import { HomeSearch } from '#features/dashboard/lib/home-search.ts';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/home')({
  validateSearch: HomeSearch,
  beforeLoad: guard('/home'),
  component: HomePage,
});
