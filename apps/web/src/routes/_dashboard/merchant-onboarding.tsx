import { createFileRoute } from '@tanstack/react-router';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: the onboarding screens need kyb:read; the children below do the redirects. */
export const Route = createFileRoute('/_dashboard/merchant-onboarding')({
  beforeLoad: guard('/merchant-onboarding'),
});
